import { describe, expect, it } from 'vitest';
import { checkinPrompts } from '#content/checkin-prompts.ts';
import { checkinPromptFor } from '#shared/rules/checkin-prompt.ts';
import { apiAs } from '#testing/api-client.ts';
import { createUser, postJson } from '#testing/auth-helpers.ts';
import { readProgress } from '#testing/journey-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { submitCheckin } from './checkins.service.ts';

const checkIn = (testApp: TestApp, cookie: string, response: string) =>
  apiAs(testApp, cookie).checkins.$post({ json: { response } });

/** 20:00 UTC on the 9th is already the 10th in Tokyo: a route counting "today" in UTC would say the 9th. */
const EVENING_IN_UTC = new Date('2026-03-09T20:00:00Z');

describe('daily check-ins', () => {
  it('counts a Los Angeles creator’s day in Los Angeles: Monday 20:00 and Tuesday 08:00 are two days', async () => {
    const clock = { now: new Date('2026-03-10T03:00:00Z') }; // Monday 9 March, 20:00 in Los Angeles
    const testApp = await createTestApp({}, { clock: () => clock.now });
    const creator = await createUser(testApp, { timeZone: 'America/Los_Angeles' });

    const monday = await checkIn(testApp, creator.cookie, 'Edited the Monday video.');
    expect(monday.status).toBe(201);
    expect(await monday.json()).toMatchObject({ date: '2026-03-09' });
    // Tuesday 08:00 in Los Angeles: the same UTC day as the first check-in, a new local one.
    clock.now = new Date('2026-03-10T15:00:00Z');
    const tuesday = await checkIn(testApp, creator.cookie, 'Planned the week.');
    expect(tuesday.status).toBe(201);
    expect(await tuesday.json()).toMatchObject({ date: '2026-03-10' });
  });

  it('needs words, answers the weekday prompt, and allows one a day', async () => {
    const testApp = await createTestApp({}, { clock: () => EVENING_IN_UTC });
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
    const today = '2026-03-10';
    expect(await first.json()).toMatchObject({
      date: today,
      prompt: checkinPromptFor(checkinPrompts, today),
      response: 'Filmed two intros today.',
    });

    const second = await checkIn(testApp, creator.cookie, 'Another one');
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: { title: 'Already Checked In' } });

    const progress = await readProgress(testApp, creator.cookie);
    expect(progress.checkinCount).toBe(1);
    expect(progress.streak).toMatchObject({
      current: 1,
      best: 1,
      lastRestDay: null,
      isAtRisk: false,
    });
    expect(progress.today).toMatchObject({
      date: today,
      hasCheckedIn: true,
      timeZone: 'Asia/Tokyo',
    });
  });

  it('counts "today" in the creator’s own time zone', async () => {
    const testApp = await createTestApp();
    // 03:30 UTC on the 10th is still the 9th in Los Angeles, already the 10th in Tokyo.
    const instant = new Date('2026-03-10T03:30:00Z');
    const checkInAt = async (timeZone: string) =>
      submitCheckin(testApp, {
        userId: (await createUser(testApp, { timeZone })).id,
        timeZone,
        response: 'Thoughts',
        now: instant,
      });
    expect((await checkInAt('America/Los_Angeles')).date).toBe('2026-03-09');
    expect((await checkInAt('Asia/Tokyo')).date).toBe('2026-03-10');
  });

  it('gives no second check-in in one real day to a creator who changes time zone', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const submit = (timeZone: string, at: string) =>
      submitCheckin(testApp, {
        userId: creator.id,
        timeZone,
        response: 'On the move',
        now: new Date(at),
      });

    // Tuesday morning in Tokyo, then a flight west: an hour later it is Monday evening in Los Angeles.
    expect((await submit('Asia/Tokyo', '2026-03-10T00:00:00Z')).date).toBe('2026-03-10');
    await expect(submit('America/Los_Angeles', '2026-03-10T01:00:00Z')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    // Wednesday in Los Angeles began after that check-in was written: a new day, a new check-in.
    expect((await submit('America/Los_Angeles', '2026-03-11T16:00:00Z')).date).toBe('2026-03-11');

    // Flying east: Monday evening in Los Angeles, then Tuesday afternoon in Tokyo half an hour later.
    const traveller = await createUser(testApp);
    const east = (timeZone: string, at: string) =>
      submitCheckin(testApp, {
        userId: traveller.id,
        timeZone,
        response: 'Eastbound',
        now: new Date(at),
      });
    expect((await east('America/Los_Angeles', '2026-03-10T03:30:00Z')).date).toBe('2026-03-09');
    await expect(east('Asia/Tokyo', '2026-03-10T04:00:00Z')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    // Tomorrow in Tokyo is a real new day.
    expect((await east('Asia/Tokyo', '2026-03-10T16:00:00Z')).date).toBe('2026-03-11');
  });

  it('keeps the streak through one rest day a week and says which day it was', async () => {
    // Wednesday 2026-03-11, evening in New York.
    const testApp = await createTestApp({}, { clock: () => new Date('2026-03-11T23:00:00Z') });
    const creator = await createUser(testApp, { timeZone: 'America/New_York' });
    for (const day of ['2026-03-07T15:00:00Z', '2026-03-09T15:00:00Z', '2026-03-11T15:00:00Z']) {
      await submitCheckin(testApp, {
        userId: creator.id,
        timeZone: 'America/New_York',
        response: 'Showed up',
        now: new Date(day),
      });
    }
    // Sunday the 8th rested the week of 2 March, Tuesday the 10th this one.
    expect((await readProgress(testApp, creator.cookie)).streak).toMatchObject({
      current: 3,
      best: 3,
      lastRestDay: '2026-03-10',
      isAtRisk: false,
    });
  });

  it('refuses a second check-in sent at the same moment (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const statuses = (
      await Promise.all(
        Array.from({ length: 20 }, () => checkIn(testApp, creator.cookie, 'Racing')),
      )
    ).map((response): number => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
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
    const api = apiAs(testApp, creator.cookie);
    const put = (timeZone: string) => api.me['time-zone'].$put({ json: { timeZone } });
    expect((await put('Mars/Olympus')).status).toBe(422);
    expect((await put('Europe/Paris')).status).toBe(200);
    expect(await (await api.me.$get()).json()).toMatchObject({
      user: { timeZone: 'Europe/Paris' },
    });
  });
});

describe('check-in history', () => {
  it('counts every check-in in the progress and pages through their words, newest first', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    for (let day = 1; day <= 35; day += 1) {
      await submitCheckin(testApp, {
        userId: creator.id,
        timeZone: 'UTC',
        response: `Day ${day}`,
        now: new Date(Date.UTC(2026, 0, day, 12)),
      });
    }
    const progress = await readProgress(testApp, creator.cookie);
    expect(progress.checkinCount).toBe(35);
    expect(progress.streak.best).toBe(35);
    // The words of check-ins are the history screen's, read a page at a time: none in the progress.
    expect(progress).not.toHaveProperty('dailyCheckins');

    const history = apiAs(testApp, creator.cookie).checkins;
    const page = async (query: { limit: string; before?: string }) =>
      (await history.$get({ query })).json();
    const first = await page({ limit: '20' });
    expect(first.checkins).toHaveLength(20);
    expect(first.checkins[0]).toMatchObject({ date: '2026-02-04', response: 'Day 35' });
    expect(first.nextBefore).toBe('2026-01-16');
    const second = await page({ limit: '20', before: first.nextBefore! });
    expect(second.checkins).toHaveLength(15);
    expect(second.checkins.at(-1)).toMatchObject({ date: '2026-01-01', response: 'Day 1' });
    expect(second.nextBefore).toBeNull();

    expect((await history.$get({ query: { before: 'yesterday' } })).status).toBe(422);
  });
});
