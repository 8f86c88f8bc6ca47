import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { user } from '#server/db/schema/auth.ts';
import { createLogger } from '#server/logger.ts';
import { createUser } from '#testing/auth-helpers.ts';
import { apiAs } from '#testing/api-client.ts';
import { createCohort, joinCohort } from '#testing/cohort-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { updateRealm } from '../curriculum/curriculum.queries.ts';

const feedPath = (url: string) => new URL(url).pathname;

/**
 * The feed read back the way a strict calendar reads it: RFC 5545's line rules, then ical.js,
 * then what ical.js forgives checked by hand: every DTSTAMP in UTC (§3.8.7.2 says it MUST be),
 * and every TZID with its VTIMEZONE, so no time is read as floating.
 */
function parseStrictly(text: string) {
  expect(text.endsWith('\r\n') || text.endsWith('END:VCALENDAR')).toBe(true);
  for (const line of text.split('\r\n')) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  }
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  const zones = new Set(
    calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid')),
  );
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    expect(vevent.getAllProperties('uid')).toHaveLength(1);
    const stamps = vevent.getAllProperties('dtstamp');
    expect(stamps).toHaveLength(1);
    expect(stamps[0]!.type).toBe('date-time');
    expect(stamps[0]!.toICALString()).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect((stamps[0]!.getFirstValue() as ICAL.Time).zone).toBe(ICAL.Timezone.utcTimezone);
    for (const property of vevent.getAllProperties()) {
      const tzid = property.getParameter('tzid');
      if (typeof tzid !== 'string') continue;
      expect(zones, `VTIMEZONE for ${tzid}`).toContain(tzid);
      expect((property.getFirstValue() as ICAL.Time).zone?.tzid).toBe(tzid);
    }
  }
  return calendar;
}

async function readFeed(testApp: TestApp, url: string) {
  const response = await testApp.app.request(feedPath(url));
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

describe('the calendar feed', () => {
  it('serves the daily check-in at the creator’s time in their zone, and scheduled realm openings', async () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    const testApp = await createTestApp({}, { clock: () => now, logger });
    const creator = await createUser(testApp, { timeZone: 'Europe/Paris' });
    const api = apiAs(testApp, creator.cookie);
    await api.reminders.$put({ json: { isEnabled: true, localTime: '08:30' } });
    const opensAt = new Date('2026-04-01T07:00:00Z');
    await updateRealm(testApp.db, 4, { state: 'scheduled', opensAt });
    testApp.curriculum.invalidate();

    expect(await (await api['calendar-feed'].$get()).json()).toEqual({
      isEnabled: false,
      httpsUrl: null,
      webcalUrl: null,
    });
    const feed = await (await api['calendar-feed'].$put({ json: {} })).json();
    expect(feed.isEnabled).toBe(true);
    expect(feed.webcalUrl).toBe(feed.httpsUrl!.replace(/^http:/, 'webcal:'));
    // Shown again in settings: the same address, until it is regenerated.
    expect((await (await api['calendar-feed'].$get()).json()).httpsUrl).toBe(feed.httpsUrl);

    const served = await readFeed(testApp, feed.httpsUrl!);
    expect(served.status).toBe(200);
    expect(served.type).toBe('text/calendar; charset=utf-8');
    const calendar = parseStrictly(served.text);
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const checkin = events.find((event) => event.summary === 'Emberpath: daily check-in')!;
    const start = checkin.component.getFirstProperty('dtstart')!;
    expect(start.getParameter('tzid')).toBe('Europe/Paris');
    expect([checkin.startDate.year, checkin.startDate.month, checkin.startDate.day]).toEqual([
      2026, 3, 10,
    ]);
    expect([checkin.startDate.hour, checkin.startDate.minute]).toEqual([8, 30]);
    expect(checkin.component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=DAILY');
    expect(checkin.component.getAllSubcomponents('valarm')).toHaveLength(1);
    expect(checkin.component.getFirstPropertyValue('dtstamp')?.toString()).toBe(
      '2026-03-10T12:00:00Z',
    );
    const opening = events.find((event) => event.summary.startsWith('Emberpath: Realm 4 opens'))!;
    expect(opening.startDate.toJSDate().toISOString()).toBe(opensAt.toISOString());
    expect(events).toHaveLength(2);

    // The address is a secret: the request log shows none of it.
    const token = feedPath(feed.httpsUrl!).split('/').pop()!;
    expect(lines.join('\n')).toContain('/api/calendar/[redacted]');
    expect(lines.join('\n')).not.toContain(token.slice(0, 20));
  });

  it('leaves out a scheduled realm whose opening has come: it is open, not still to come', async () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const testApp = await createTestApp({}, { clock: () => now });
    const creator = await createUser(testApp, { timeZone: 'Europe/Paris' });
    // Not yet marked live by the opening job: whether it is open is decided by its instant.
    await updateRealm(testApp.db, 4, {
      state: 'scheduled',
      opensAt: new Date(now.getTime() - 60_000),
    });
    await updateRealm(testApp.db, 5, {
      state: 'scheduled',
      opensAt: new Date('2026-04-01T07:00:00Z'),
    });
    testApp.curriculum.invalidate();
    const feed = await (
      await apiAs(testApp, creator.cookie)['calendar-feed'].$put({ json: {} })
    ).json();
    const calendar = parseStrictly((await readFeed(testApp, feed.httpsUrl!)).text);
    expect(
      calendar
        .getAllSubcomponents('vevent')
        .map((vevent) => vevent.getFirstPropertyValue('summary'))
        .filter((summary) => String(summary).includes('opens')),
    ).toEqual([expect.stringMatching(/^Emberpath: Realm 5 opens/)]);
  });

  it('carries a paced cohort’s start and each realm’s opening for it, instead of the programme’s', async () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const testApp = await createTestApp({}, { clock: () => now });
    // London moves its clocks on 29 March: week 3 still opens at 09:00 there.
    const cohort = await createCohort(testApp, {
      name: 'Spring Makers',
      startsAt: '2026-03-16T09:00:00Z',
      startsTimeZone: 'Europe/London',
    });
    await updateRealm(testApp.db, 4, {
      state: 'scheduled',
      opensAt: new Date('2026-04-01T07:00:00Z'),
    });
    testApp.curriculum.invalidate();
    const creator = await createUser(testApp, { timeZone: 'Europe/Paris' });
    expect((await joinCohort(testApp, creator.cookie, cohort.joinCode)).status).toBe(200);
    const feed = await (
      await apiAs(testApp, creator.cookie)['calendar-feed'].$put({ json: {} })
    ).json();

    const calendar = parseStrictly((await readFeed(testApp, feed.httpsUrl!)).text);
    const openings = calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .filter((event) => event.summary !== 'Emberpath: daily check-in')
      .map((event) => [event.summary, event.startDate.toJSDate().toISOString()]);
    // Realms 5–10 are drafts: they open for nobody yet, so no date is promised.
    expect(openings).toEqual([
      ['Emberpath: Spring Makers starts', '2026-03-16T09:00:00.000Z'],
      ['Emberpath: Realm 2 opens for Spring Makers', '2026-03-23T09:00:00.000Z'],
      ['Emberpath: Realm 3 opens for Spring Makers', '2026-03-30T08:00:00.000Z'],
      ['Emberpath: Realm 4 opens for Spring Makers', '2026-04-06T08:00:00.000Z'],
    ]);
  });

  it('keeps the check-in but rings no alarm while the daily reminder is off', async () => {
    const testApp = await createTestApp({}, { clock: () => new Date('2026-03-10T12:00:00Z') });
    const creator = await createUser(testApp, { timeZone: 'America/New_York' });
    const api = apiAs(testApp, creator.cookie);
    const feed = await (await api['calendar-feed'].$put({ json: {} })).json();
    const checkinOf = async () => {
      const calendar = parseStrictly((await readFeed(testApp, feed.httpsUrl!)).text);
      return calendar
        .getAllSubcomponents('vevent')
        .find((vevent) => vevent.getFirstPropertyValue('summary') === 'Emberpath: daily check-in')!;
    };
    // A new creator's reminder is off until they turn it on.
    expect((await checkinOf()).getAllSubcomponents('valarm')).toHaveLength(0);
    await api.reminders.$put({ json: { isEnabled: true, localTime: '07:00' } });
    expect((await checkinOf()).getAllSubcomponents('valarm')).toHaveLength(1);
    await api.reminders.$put({ json: { isEnabled: false, localTime: '07:00' } });
    const checkin = await checkinOf();
    expect(checkin.getAllSubcomponents('valarm')).toHaveLength(0);
    expect(new ICAL.Event(checkin).startDate.hour).toBe(7);
  });

  it('names a zone stored in another letter case as the tz database spells it', async () => {
    const testApp = await createTestApp({}, { clock: () => new Date('2026-03-10T12:00:00Z') });
    const creator = await createUser(testApp);
    // Written straight to the table, as rows saved before zones were checked are.
    await testApp.db.update(user).set({ timeZone: 'europe/paris' }).where(eq(user.id, creator.id));
    const api = apiAs(testApp, creator.cookie);
    const feed = await (await api['calendar-feed'].$put({ json: {} })).json();
    const calendar = parseStrictly((await readFeed(testApp, feed.httpsUrl!)).text);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
      'Europe/Paris',
    );
  });

  it('stops answering the old address when regenerated or turned off, and refuses a forged one', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const api = apiAs(testApp, creator.cookie);
    const first = await (await api['calendar-feed'].$put({ json: {} })).json();
    const again = await (await api['calendar-feed'].$put({ json: {} })).json();
    expect(again.httpsUrl).toBe(first.httpsUrl);
    const renewed = await (
      await api['calendar-feed'].$put({ json: { isNewAddress: true } })
    ).json();
    expect(renewed.httpsUrl).not.toBe(first.httpsUrl);
    expect((await readFeed(testApp, first.httpsUrl!)).status).toBe(404);
    expect((await readFeed(testApp, renewed.httpsUrl!)).status).toBe(200);

    const forged = renewed.httpsUrl!.replace(/\.[\w-]{43}\.ics$/, `.${'A'.repeat(43)}.ics`);
    expect((await readFeed(testApp, forged)).status).toBe(404);
    expect((await readFeed(testApp, `${testApp.config.appUrl}/api/calendar/nonsense`)).status).toBe(
      404,
    );

    await api['calendar-feed'].$delete();
    expect((await readFeed(testApp, renewed.httpsUrl!)).status).toBe(404);
    expect((await (await api['calendar-feed'].$get()).json()).isEnabled).toBe(false);
  });
});
