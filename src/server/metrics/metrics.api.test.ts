import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createBackgroundJobs } from '#server/background-jobs.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { createTestApp, TEST_METRICS_TOKEN } from '#testing/test-app.ts';
import { observeQueryTimes } from '#testing/test-database.ts';
import { createMetrics } from './metrics.ts';

const scrape = (
  app: { request: (path: string, init?: RequestInit) => Promise<Response> | Response },
  token?: string,
) => app.request('/metrics', token ? { headers: { authorization: `Bearer ${token}` } } : {});

describe('GET /metrics', () => {
  it('answers only the scraper holding the token, and 404 when metrics are off', async () => {
    const off = await createTestApp({ metricsToken: undefined });
    expect((await scrape(off.app, TEST_METRICS_TOKEN)).status).toBe(404);

    const testApp = await createTestApp(
      {},
      { metrics: createMetrics({ clock: () => new Date() }) },
    );
    expect((await scrape(testApp.app)).status).toBe(401);
    expect((await scrape(testApp.app, 'not-the-token-but-just-as-long-as-it-is')).status).toBe(401);
    const creator = await createUser(testApp);
    const asCreator = await testApp.app.request('/metrics', {
      headers: { cookie: creator.cookie },
    });
    expect(asCreator.status).toBe(401);
    const answer = await scrape(testApp.app, TEST_METRICS_TOKEN);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('counts requests by route template and status, never by their ids or tokens', async () => {
    const metrics = createMetrics({ clock: () => new Date() });
    const testApp = await createTestApp({}, { metrics });
    const staff = await createStaff(testApp);
    await testApp.app.request('/api/admin/creators/some-creator-id-123', {
      headers: { cookie: staff.cookie },
    });
    await testApp.app.request('/api/progress', { headers: { cookie: staff.cookie } });
    await testApp.app.request('/api/unsubscribe/a-secret-token-in-the-path');

    const text = await (await scrape(testApp.app, TEST_METRICS_TOKEN)).text();
    expect(text).toMatch(
      /emberpath_http_request_duration_seconds_count\{method="GET",route="\/api\/admin\/creators\/:userId",status="404"\} 1/,
    );
    expect(text).toMatch(/route="\/api\/progress",status="200"\} 1/);
    expect(text).not.toContain('some-creator-id-123');
    expect(text).not.toContain('a-secret-token-in-the-path');
    expect(text).toContain('emberpath_nodejs_eventloop_lag_seconds');
    expect(text).toContain('emberpath_process_resident_memory_bytes');
  });

  it('reports the backlogs, the rollup and each job’s last run from the database', async () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const metrics = createMetrics({ clock: () => now });
    const testApp = await createTestApp({}, { metrics, clock: () => now });
    metrics.watchBacklogs(testApp.db);
    await createUser(testApp); // a sign-up: a welcome email waits, the creator waits for the rollup
    const before = await (await scrape(testApp.app, TEST_METRICS_TOKEN)).text();
    expect(before).toMatch(/^emberpath_insights_stale_creators [1-9]/m);
    expect(before).toMatch(/^emberpath_outbox_emails_pending \d+/m);
    expect(before).toMatch(/^emberpath_webhook_deliveries_pending 0/m);
    expect(before).toMatch(/^emberpath_insights_rollup_lag_seconds 0/m);

    const scheduler = createBackgroundJobs({
      db: testApp.db,
      config: testApp.config,
      outbox: testApp.outbox,
      fileStore: testApp.fileStore,
      curriculum: testApp.curriculum,
      logger: pino({ level: 'silent' }),
      clock: () => now,
      metrics,
    });
    await scheduler.runDue(now);
    const after = await (await scrape(testApp.app, TEST_METRICS_TOKEN)).text();
    expect(after).toMatch(/^emberpath_insights_stale_creators 0/m);
    expect(after).toContain(
      `emberpath_job_last_run_timestamp_seconds{job="insights-rollup"} ${now.getTime() / 1000}`,
    );
    expect(after).toMatch(
      /emberpath_job_duration_seconds_count\{job="open-cohort-realms",outcome="ok"\} 1/,
    );
  });

  it('reports how long background work held the embedded database, and the longest hold', async () => {
    const metrics = createMetrics({ clock: () => new Date() });
    const testApp = await createTestApp({}, { metrics });
    metrics.recordBackgroundHold('insights-rollup', 0.04);
    metrics.recordBackgroundHold('insights-rollup', 0.12);
    metrics.recordBackgroundHold('insights-rollup', 0.03);
    const text = await (await scrape(testApp.app, TEST_METRICS_TOKEN)).text();
    expect(text).toContain(
      'emberpath_db_background_hold_longest_seconds{work="insights-rollup"} 0.12',
    );
    expect(text).toContain(
      'emberpath_db_background_hold_seconds_bucket{le="0.1",work="insights-rollup"} 2',
    );
    expect(text).toContain('emberpath_db_background_hold_seconds_count{work="insights-rollup"} 3');
  });

  it('times the statements sent to the database, those inside transactions too', async () => {
    const testApp = await createTestApp();
    const times: number[] = [];
    observeQueryTimes((seconds) => times.push(seconds));
    await createUser(testApp);
    expect(times.length).toBeGreaterThan(3);
    expect(times.every((seconds) => seconds >= 0 && seconds < 10)).toBe(true);
  });
});
