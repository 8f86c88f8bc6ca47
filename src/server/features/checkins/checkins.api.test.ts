import { describe, expect, it } from 'vitest';
import { checkinPromptFor } from '#shared/rules/checkin-prompt.ts';
import { localDateIn } from '#shared/rules/calendar.ts';
import { createUser, postJson } from '#testing/auth-helpers.ts';
import { getProgress } from '#testing/journey-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';
import { submitCheckin } from './checkins.service.ts';

const checkIn = (
  testApp: Awaited<ReturnType<typeof createTestApp>>,
  cookie: string,
  response: string,
) => postJson(testApp.app, '/api/checkins', { response }, { cookie });

describe('daily check-ins', () => {
  it('needs words, answers the weekday prompt, and allows one a day', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp, { timeZone: 'Asia/Tokyo' });

    const blank = await checkIn(testApp, creator.cookie, ' \n ');
    expect(blank.status).toBe(422);
    expect(await blank.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        title: 'Share Your Thoughts',
        message: 'Please write a response to complete your check-in.',
      },
    });

    const first = await checkIn(testApp, creator.cookie, '  Filmed two intros today.  ');
    expect(first.status).toBe(201);
    const today = localDateIn('Asia/Tokyo', new Date());
    expect(await first.json()).toMatchObject({
      date: today,
      prompt: checkinPromptFor(today),
      response: 'Filmed two intros today.',
    });

    const second = await checkIn(testApp, creator.cookie, 'Another one');
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: { title: 'Already Checked In' } });

    const progress = (await (await getProgress(testApp, creator.cookie)).json()) as {
      dailyCheckins: unknown[];
      streak: { current: number; best: number };
      today: { hasCheckedIn: boolean; timeZone: string };
    };
    expect(progress.dailyCheckins).toHaveLength(1);
    expect(progress.streak).toEqual({ current: 1, best: 1 });
    expect(progress.today).toMatchObject({ hasCheckedIn: true, timeZone: 'Asia/Tokyo' });
  });

  it('counts "today" in the creator’s own time zone', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    // 03:30 UTC on the 10th is still the 9th in Los Angeles, already the 10th in Tokyo.
    const instant = new Date('2026-03-10T03:30:00Z');
    const inLosAngeles = await submitCheckin(testApp.db, {
      userId: creator.id,
      timeZone: 'America/Los_Angeles',
      response: 'Evening thoughts',
      now: instant,
    });
    expect(inLosAngeles.date).toBe('2026-03-09');
    const inTokyo = await submitCheckin(testApp.db, {
      userId: creator.id,
      timeZone: 'Asia/Tokyo',
      response: 'Morning thoughts',
      now: instant,
    });
    expect(inTokyo.date).toBe('2026-03-10');
    await expect(
      submitCheckin(testApp.db, {
        userId: creator.id,
        timeZone: 'Asia/Tokyo',
        response: 'Again',
        now: instant,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses a second check-in sent at the same moment', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const statuses = (
      await Promise.all(Array.from({ length: 5 }, () => checkIn(testApp, creator.cookie, 'Racing')))
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
  });

  it('rejects an unknown time zone at sign-up and accepts a change to a real one', async () => {
    const testApp = await createTestApp();
    const refused = await postJson(testApp.app, '/api/auth/sign-up/email', {
      email: 'zone@example.com',
      password: 'ember-path-2026',
      name: '',
      timeZone: 'Mars/Olympus',
    });
    expect(refused.status).toBe(400);

    const creator = await createUser(testApp);
    const put = (timeZone: string) =>
      testApp.app.request('/api/me/time-zone', {
        method: 'PUT',
        headers: { cookie: creator.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ timeZone }),
      });
    expect((await put('Mars/Olympus')).status).toBe(422);
    expect((await put('Europe/Paris')).status).toBe(200);
    const me = await testApp.app.request('/api/me', { headers: { cookie: creator.cookie } });
    expect(await me.json()).toMatchObject({ user: { timeZone: 'Europe/Paris' } });
  });
});

describe('check-in history', () => {
  it('keeps the progress bounded and pages through the rest, newest first', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    for (let day = 1; day <= 35; day += 1) {
      await submitCheckin(testApp.db, {
        userId: creator.id,
        timeZone: 'UTC',
        response: `Day ${day}`,
        now: new Date(Date.UTC(2026, 0, day, 12)),
      });
    }
    const progress = (await (await getProgress(testApp, creator.cookie)).json()) as {
      dailyCheckins: { date: string }[];
      checkinCount: number;
      streak: { best: number };
    };
    expect(progress.checkinCount).toBe(35);
    expect(progress.streak.best).toBe(35);
    expect(progress.dailyCheckins).toHaveLength(30);
    expect(progress.dailyCheckins[0]?.date).toBe('2026-01-06');
    expect(progress.dailyCheckins.at(-1)?.date).toBe('2026-02-04');

    type CheckinPage = {
      checkins: { date: string; response: string }[];
      nextBefore: string | null;
    };
    const page = async (path: string) =>
      (await (
        await testApp.app.request(path, { headers: { cookie: creator.cookie } })
      ).json()) as CheckinPage;
    const first = await page('/api/checkins?limit=20');
    expect(first.checkins).toHaveLength(20);
    expect(first.checkins[0]).toMatchObject({ date: '2026-02-04', response: 'Day 35' });
    expect(first.nextBefore).toBe('2026-01-16');
    const second = await page(`/api/checkins?limit=20&before=${first.nextBefore}`);
    expect(second.checkins).toHaveLength(15);
    expect(second.checkins.at(-1)).toMatchObject({ date: '2026-01-01', response: 'Day 1' });
    expect(second.nextBefore).toBeNull();

    const bad = await testApp.app.request('/api/checkins?before=yesterday', {
      headers: { cookie: creator.cookie },
    });
    expect(bad.status).toBe(422);
  });
});
