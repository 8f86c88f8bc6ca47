import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { readBacklogs } from './backlog.queries.ts';

/** Seconds: a request or a query from a millisecond to ten seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The job whose last pass the rollup's lag is counted from (rollup.service.ts). */
const ROLLUP_JOB = 'insights-rollup';

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Everything a running server tells Prometheus (issue 34): requests by route template and status,
 * database queries, the pool, the outboxes' and the rollup's backlogs, each background job's last
 * run and duration, and Node's own (memory, event-loop lag). One registry per server, so tests can
 * make as many as they like. Labels are route templates and job names, never ids or tokens.
 */
export function createMetrics(deps: { clock: () => Date }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'emberpath_' });

  const requests = new Histogram({
    name: 'emberpath_http_request_duration_seconds',
    help: 'Requests by method, route template and status, with their latency',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'emberpath_db_query_duration_seconds',
    help: 'Statements sent to the database, with their time to answer',
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const jobDurations = new Histogram({
    name: 'emberpath_job_duration_seconds',
    help: 'Background job passes by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120],
    registers: [registry],
  });
  const jobLastRun = new Gauge({
    name: 'emberpath_job_last_run_timestamp_seconds',
    help: 'When each background job last finished a pass (Unix time)',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const lastRunAt = new Map<string, number>();
  const backgroundHolds = new Histogram({
    name: 'emberpath_db_background_hold_seconds',
    help: 'The embedded database held by background work at once (a transaction, or a statement outside one), by work',
    labelNames: ['work'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const longestHold = new Gauge({
    name: 'emberpath_db_background_hold_longest_seconds',
    help: 'The longest the embedded database was held by background work at once since the server started, by work',
    labelNames: ['work'] as const,
    registers: [registry],
  });
  const longestHoldOf = new Map<string, number>();

  let pool: (() => { total: number; idle: number; waiting: number }) | undefined;
  new Gauge({
    name: 'emberpath_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) return;
      const now = pool();
      this.set({ state: 'total' }, now.total);
      this.set({ state: 'idle' }, now.idle);
      this.set({ state: 'waiting' }, now.waiting);
    },
  });

  return {
    registry,
    recordRequest(labels: { method: string; route: string; status: number }, seconds: number) {
      requests.observe({ ...labels, status: String(labels.status) }, seconds);
    },
    recordQuery(seconds: number) {
      queries.observe(seconds);
    },
    recordBackgroundHold(work: string, seconds: number) {
      backgroundHolds.observe({ work }, seconds);
      if (seconds > (longestHoldOf.get(work) ?? 0)) {
        longestHoldOf.set(work, seconds);
        longestHold.set({ work }, seconds);
      }
    },
    recordJob(job: string, seconds: number, outcome: 'ok' | 'failed') {
      jobDurations.observe({ job, outcome }, seconds);
      if (outcome === 'ok') {
        const at = deps.clock().getTime();
        lastRunAt.set(job, at);
        jobLastRun.set({ job }, at / 1000);
      }
    },
    watchPool(read: () => { total: number; idle: number; waiting: number }) {
      pool = read;
    },
    /** Backlogs are read from the database at each scrape, not kept: any server reports them. */
    watchBacklogs(db: Database) {
      const backlogGauge = (name: string, help: string, pick: (b: Backlogs) => number) =>
        new Gauge({
          name,
          help,
          registers: [registry],
          async collect() {
            this.set(pick(await backlogs()));
          },
        });
      // One read per scrape, shared by the gauges below.
      let pending: Promise<Backlogs> | undefined;
      const backlogs = () => {
        pending ??= readBacklogs(db, deps.clock()).finally(() => {
          setImmediate(() => (pending = undefined));
        });
        return pending;
      };
      backlogGauge(
        'emberpath_outbox_emails_pending',
        'Emails waiting to be sent',
        (b) => b.emailsPending,
      );
      backlogGauge(
        'emberpath_outbox_oldest_pending_age_seconds',
        'Age of the oldest email waiting',
        (b) => b.oldestEmailSeconds,
      );
      backlogGauge(
        'emberpath_outbox_emails_failed',
        'Emails that failed for good',
        (b) => b.emailsFailed,
      );
      backlogGauge(
        'emberpath_webhook_deliveries_pending',
        'Webhook deliveries waiting',
        (b) => b.webhooksPending,
      );
      backlogGauge(
        'emberpath_webhook_oldest_pending_age_seconds',
        'Age of the oldest webhook delivery waiting',
        (b) => b.oldestWebhookSeconds,
      );
      backlogGauge(
        'emberpath_webhook_deliveries_failed',
        'Webhook deliveries that failed for good (kept 30 days)',
        (b) => b.webhooksFailed,
      );
      backlogGauge(
        'emberpath_insights_stale_creators',
        'Creators whose insights wait for the rollup',
        (b) => b.staleCreators,
      );
      backlogGauge(
        'emberpath_insights_rollup_lag_seconds',
        'Since the rollup last finished a pass, while creators wait for it (0 when none waits)',
        (b) => {
          const last = lastRunAt.get(ROLLUP_JOB);
          if (b.staleCreators === 0 || last === undefined) return 0;
          return Math.max(0, (deps.clock().getTime() - last) / 1000);
        },
      );
    },
  };
}

type Backlogs = Awaited<ReturnType<typeof readBacklogs>>;
