import { afterEach, describe, expect, it } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import { createUser } from '#testing/auth-helpers.ts';
import type { PushEndpoint } from '#testing/push-endpoint.ts';
import {
  createReminderTestApp,
  reminderEmailsTo,
  notificationsOf,
  turnOnReminder,
} from '#testing/reminder-helpers.ts';
import { submitCheckin } from '../checkins/checkins.service.ts';

// Tuesday 2026-03-10. New York is on EDT (UTC-4) since Sunday the 8th: 19:00 there is 23:00 UTC.
const MORNING_IN_NEW_YORK = '2026-03-10T13:00:00Z';
const NEW_YORK = 'America/New_York';

let endpoint: PushEndpoint | undefined;
afterEach(async () => {
  await endpoint?.close();
  endpoint = undefined;
});

async function setUp(start = MORNING_IN_NEW_YORK) {
  const setup = await createReminderTestApp(new Date(start));
  endpoint = setup.pushEndpoint;
  return setup;
}

describe('reminder settings', () => {
  it('are off at 19:00 until turned on, and keep what was chosen', async () => {
    const { testApp } = await setUp();
    const creator = await createUser(testApp, { timeZone: NEW_YORK });
    const api = apiAs(testApp, creator.cookie).reminders;
    expect(await (await api.$get()).json()).toEqual({
      isEnabled: false,
      localTime: '19:00',
      timeZone: NEW_YORK,
    });
    const saved = await api.$put({ json: { isEnabled: true, localTime: '07:45' } });
    expect(await saved.json()).toMatchObject({ isEnabled: true, localTime: '07:45' });
    expect(await (await api.$get()).json()).toMatchObject({ isEnabled: true, localTime: '07:45' });

    for (const localTime of ['25:00', '7:45', '19:60', '']) {
      const refused = await api.$put({ json: { isEnabled: true, localTime } });
      expect(refused.status, localTime).toBe(422);
    }
  });
});

describe('the reminder scheduler', () => {
  it('reminds once at the creator’s local time, by bell and email, and again the next day', async () => {
    const { testApp, tickAt } = await setUp();
    const creator = await createUser(testApp, { timeZone: NEW_YORK, name: 'Maya' });
    await turnOnReminder(testApp, creator.cookie);

    await tickAt('2026-03-10T22:59:00Z');
    expect(await notificationsOf(testApp, creator.id)).toHaveLength(0);

    await tickAt('2026-03-10T23:00:30Z');
    const [reminder] = await notificationsOf(testApp, creator.id);
    expect(reminder).toMatchObject({
      kind: 'checkin-reminder',
      title: 'Time for your daily check-in',
      actionPath: '/',
    });
    const [email] = reminderEmailsTo(testApp, creator.email);
    expect(email?.subject).toBe('Time for your daily check-in');
    expect(email?.text).toContain('Hi Maya,');
    expect(email?.text).toContain('What is one small step you can take today'); // Tuesday's prompt
    expect(email?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/unsubscribe\?token=/,
    );

    for (const later of ['2026-03-10T23:05:00Z', '2026-03-11T03:59:00Z']) await tickAt(later);
    expect(await notificationsOf(testApp, creator.id)).toHaveLength(1);
    expect(reminderEmailsTo(testApp, creator.email)).toHaveLength(1);

    await tickAt('2026-03-11T23:00:00Z');
    expect(await notificationsOf(testApp, creator.id)).toHaveLength(2);
    expect(reminderEmailsTo(testApp, creator.email)).toHaveLength(2);
  });

  it('skips a creator who already checked in today, and one who turned it off', async () => {
    const { testApp, tickAt } = await setUp();
    const checkedIn = await createUser(testApp, { timeZone: NEW_YORK });
    const switchedOff = await createUser(testApp, { timeZone: NEW_YORK });
    const neverOn = await createUser(testApp, { timeZone: NEW_YORK });
    await turnOnReminder(testApp, checkedIn.cookie);
    await turnOnReminder(testApp, switchedOff.cookie);
    await apiAs(testApp, switchedOff.cookie).reminders.$put({
      json: { isEnabled: false, localTime: '19:00' },
    });
    await submitCheckin(testApp, {
      userId: checkedIn.id,
      timeZone: NEW_YORK,
      response: 'Morning pages done',
      now: new Date(MORNING_IN_NEW_YORK),
    });

    await tickAt('2026-03-10T23:30:00Z');
    for (const creator of [checkedIn, switchedOff, neverOn]) {
      expect(await notificationsOf(testApp, creator.id)).toHaveLength(0);
      expect(reminderEmailsTo(testApp, creator.email)).toHaveLength(0);
    }
    // The checked-in creator is reminded again the next day, when they have not.
    await tickAt('2026-03-11T23:30:00Z');
    expect(await notificationsOf(testApp, checkedIn.id)).toHaveLength(1);
  });

  it('follows each creator’s own clock, across a daylight-saving change', async () => {
    const { testApp, tickAt } = await setUp('2026-03-06T12:00:00Z');
    const newYork = await createUser(testApp, { timeZone: NEW_YORK });
    const tokyo = await createUser(testApp, { timeZone: 'Asia/Tokyo' });
    await turnOnReminder(testApp, newYork.cookie);
    await turnOnReminder(testApp, tokyo.cookie, '08:00');

    // A tick every 30 minutes for four days, as the server's timer would (coarser).
    const remindedAt = new Map<string, string[]>([
      [newYork.id, []],
      [tokyo.id, []],
    ]);
    for (
      let tick = Date.parse('2026-03-06T12:30:00Z');
      tick <= Date.parse('2026-03-10T12:00:00Z');
      tick += 30 * 60_000
    ) {
      await tickAt(new Date(tick));
      for (const [userId, instants] of remindedAt) {
        if ((await notificationsOf(testApp, userId)).length > instants.length)
          instants.push(new Date(tick).toISOString());
      }
    }
    // 19:00 EST (UTC-5) until Saturday the 7th, 19:00 EDT (UTC-4) from Sunday the 8th.
    expect(remindedAt.get(newYork.id)).toEqual([
      '2026-03-07T00:00:00.000Z',
      '2026-03-08T00:00:00.000Z',
      '2026-03-08T23:00:00.000Z',
      '2026-03-09T23:00:00.000Z',
    ]);
    // 08:00 in Tokyo (UTC+9, no DST) is 23:00 UTC the day before.
    expect(remindedAt.get(tokyo.id)).toEqual([
      '2026-03-06T23:00:00.000Z',
      '2026-03-07T23:00:00.000Z',
      '2026-03-08T23:00:00.000Z',
      '2026-03-09T23:00:00.000Z',
    ]);
  });

  it('catches up late the same day after downtime, once; a day already over is not sent', async () => {
    const { testApp, tickAt } = await setUp();
    const creator = await createUser(testApp, { timeZone: NEW_YORK });
    await turnOnReminder(testApp, creator.cookie);

    // No server from 18:00 to 22:30 New York time: the 19:00 reminder goes out at 22:30.
    await tickAt('2026-03-10T22:00:00Z');
    await tickAt('2026-03-11T02:30:00Z');
    await tickAt('2026-03-11T02:31:00Z');
    expect(await notificationsOf(testApp, creator.id)).toHaveLength(1);

    // Down from Wednesday 18:00 to Thursday 01:00: Wednesday's reminder is gone, not sent late
    // into Thursday, and Thursday's comes at 19:00 as usual.
    await tickAt('2026-03-11T22:00:00Z');
    await tickAt('2026-03-12T05:00:00Z');
    expect(await notificationsOf(testApp, creator.id)).toHaveLength(1);
    await tickAt('2026-03-12T22:59:00Z');
    expect(await notificationsOf(testApp, creator.id)).toHaveLength(1);
    await tickAt('2026-03-12T23:00:00Z');
    expect(await notificationsOf(testApp, creator.id)).toHaveLength(2);
  });

  it('moves with the creator when their time zone changes', async () => {
    const { testApp, tickAt, setClock } = await setUp('2026-03-10T12:00:00Z');
    const creator = await createUser(testApp, { timeZone: NEW_YORK });
    await turnOnReminder(testApp, creator.cookie);
    setClock('2026-03-10T12:00:00Z');
    await apiAs(testApp, creator.cookie).me['time-zone'].$put({
      json: { timeZone: 'Europe/Paris' },
    });
    // 19:00 in Paris (UTC+1 in March) is 18:00 UTC, hours before New York's 19:00.
    await tickAt('2026-03-10T17:59:00Z');
    expect(await notificationsOf(testApp, creator.id)).toHaveLength(0);
    await tickAt('2026-03-10T18:00:00Z');
    expect(await notificationsOf(testApp, creator.id)).toHaveLength(1);
    await tickAt('2026-03-10T23:00:00Z');
    expect(await notificationsOf(testApp, creator.id)).toHaveLength(1);
  });

  it('warns when the streak is at risk: this week’s rest day is already spent', async () => {
    const { testApp, tickAt } = await setUp();
    const creator = await createUser(testApp, { timeZone: NEW_YORK });
    await turnOnReminder(testApp, creator.cookie);
    // Checked in Friday to Sunday; Monday the 9th was this week's rest day.
    for (const day of ['2026-03-06', '2026-03-07', '2026-03-08']) {
      await submitCheckin(testApp, {
        userId: creator.id,
        timeZone: NEW_YORK,
        response: 'Kept going',
        now: new Date(`${day}T16:00:00Z`),
      });
    }
    await tickAt('2026-03-10T23:00:00Z');
    const [reminder] = await notificationsOf(testApp, creator.id);
    expect(reminder).toMatchObject({
      kind: 'streak-at-risk',
      title: 'Your 3-day streak ends tonight',
    });
    expect(reminderEmailsTo(testApp, creator.email)[0]?.text).toContain(
      'missing today would end your streak',
    );
  });

  it('says a held freeze keeps the streak, and a broken one can be relit today', async () => {
    const { testApp, tickAt } = await setUp();
    const held = await createUser(testApp, { timeZone: NEW_YORK });
    const broken = await createUser(testApp, { timeZone: NEW_YORK });
    for (const creator of [held, broken]) await turnOnReminder(testApp, creator.cookie);
    // One after the other: a check-in written after a later day began is refused.
    const checkIn = async (userId: string, days: string[]) => {
      for (const day of days)
        await submitCheckin(testApp, {
          userId,
          timeZone: NEW_YORK,
          response: 'Kept going',
          now: new Date(`${day}T16:00:00Z`),
        });
    };
    // Seven days to Sunday the 8th earn a freeze: Monday rests, Tuesday the 10th is not at risk.
    await checkIn(held.id, ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']);
    await checkIn(held.id, ['2026-03-06', '2026-03-07', '2026-03-08']);
    // Wednesday 4 to Friday 6; Saturday rested, Sunday broke the run of three.
    await checkIn(broken.id, ['2026-03-04', '2026-03-05', '2026-03-06']);
    await tickAt('2026-03-10T23:00:00Z');
    expect((await notificationsOf(testApp, held.id))[0]).toMatchObject({
      kind: 'checkin-reminder',
      title: 'Time for your daily check-in',
    });
    expect((await notificationsOf(testApp, broken.id))[0]).toMatchObject({
      kind: 'checkin-reminder',
      title: 'Relight your 3-day streak today',
      body: expect.stringMatching(/^0 of 2 days done: check in today/),
      actionPath: '/',
    });
    expect(reminderEmailsTo(testApp, broken.email)[0]?.text).toContain(
      'Your 3-day streak broke, and it is not gone',
    );
  });

  it('leaves out the email a creator unsubscribed from, and still rings the bell', async () => {
    const { testApp, tickAt } = await setUp();
    const creator = await createUser(testApp, { timeZone: NEW_YORK });
    await turnOnReminder(testApp, creator.cookie);
    await apiAs(testApp, creator.cookie)['email-preferences'].$put({
      json: { kind: 'checkin-reminder', isEnabled: false },
    });
    await tickAt('2026-03-10T23:00:00Z');
    expect(await notificationsOf(testApp, creator.id)).toHaveLength(1);
    expect(reminderEmailsTo(testApp, creator.email)).toHaveLength(0);
  });

  it('sends each creator one reminder when two servers run it at once (the lock is proven on PostgreSQL)', async () => {
    const { testApp, newScheduler, setClock } = await setUp();
    const creators = [];
    for (let index = 0; index < 12; index += 1) {
      const creator = await createUser(testApp, { timeZone: NEW_YORK });
      await turnOnReminder(testApp, creator.cookie);
      creators.push(creator);
    }
    setClock('2026-03-10T23:00:00Z');
    const servers = [newScheduler(), newScheduler(), newScheduler()];
    await Promise.all(servers.map((server) => server.runDue(new Date('2026-03-10T23:00:00Z'))));
    await Promise.all(servers.map((server) => server.runDue(new Date('2026-03-10T23:01:00Z'))));
    await testApp.outbox.settle();
    for (const creator of creators) {
      expect(await notificationsOf(testApp, creator.id)).toHaveLength(1);
      expect(reminderEmailsTo(testApp, creator.email)).toHaveLength(1);
    }
  });
});
