import { createHmac, timingSafeEqual } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalAlarmType, ICalEventRepeatingFreq } from 'ical-generator';
import { AppError } from '#shared/errors.ts';
import { paths, withQuery } from '#shared/paths.ts';
import { localDateIn } from '#shared/rules/calendar.ts';
import { instantAt } from '#shared/rules/local-time.ts';
import { canonicalTimeZone } from '#shared/rules/time-zones.ts';
import type { Database } from '../../db/client.ts';
import { cohortCalendarOf } from '../cohorts/cohort-calendar.ts';
import type { CurriculumCache } from '../curriculum/curriculum-cache.ts';
import { getReminderSettings } from '../reminders/reminders.service.ts';
import { deleteFeed, findFeedById, findFeedOfUser, upsertFeed } from './calendar-feed.queries.ts';

export type CalendarFeedDeps = {
  db: Database;
  curriculum: CurriculumCache;
  appUrl: string;
  secret: string;
  clock: () => Date;
};

/** The path prefix of every feed; the request log redacts what follows it. */
export const CALENDAR_FEED_PREFIX = '/api/calendar/';
const REMINDER_MINUTES = 15;

function signatureOf(secret: string, feedId: string): string {
  return createHmac('sha256', secret).update(`calendar-feed:${feedId}`).digest('base64url');
}

function addressesOf(deps: CalendarFeedDeps, feedId: string) {
  const https = `${deps.appUrl}${CALENDAR_FEED_PREFIX}${feedId}.${signatureOf(deps.secret, feedId)}.ics`;
  return { httpsUrl: https, webcalUrl: https.replace(/^https?:/, 'webcal:') };
}

/** Whether the creator's feed is on, and its addresses when it is. */
export async function getCalendarFeed(deps: CalendarFeedDeps, input: { userId: string }) {
  const feed = await findFeedOfUser(deps.db, input.userId);
  return feed
    ? { isEnabled: true as const, ...addressesOf(deps, feed.feedId) }
    : { isEnabled: false as const, httpsUrl: null, webcalUrl: null };
}

/** Turns the feed on (keeping its address when it is on already), or gives it a new address. */
export async function enableCalendarFeed(
  deps: CalendarFeedDeps,
  input: { userId: string; isNewAddress: boolean },
) {
  const feed = await upsertFeed(deps.db, { userId: input.userId, isNew: input.isNewAddress });
  return { isEnabled: true as const, ...addressesOf(deps, feed.feedId) };
}

export async function disableCalendarFeed(deps: CalendarFeedDeps, input: { userId: string }) {
  await deleteFeed(deps.db, input.userId);
  return { isEnabled: false as const, httpsUrl: null, webcalUrl: null };
}

/** Ends the feed's address, if it has one: a proof of the creator's address cuts it off (decision 033). */
export async function forgetCalendarFeed(deps: { db: Database }, input: { userId: string }) {
  return { removed: await deleteFeed(deps.db, input.userId) };
}

const feedGone = () =>
  new AppError('NOT_FOUND', { userMessage: 'This calendar address is no longer in use.' });

/**
 * The iCalendar file behind an address: the daily check-in at the creator's
 * reminder time in their zone, repeating daily (with an alarm while their
 * daily reminder is on), and every
 * scheduled realm opening still to come; for a cohort member, the cohort's start and, when
 * it is paced, the realms' openings for the cohort instead of the programme's. A token with a wrong signature, or
 * for a feed turned off or regenerated, is a 404 like any unknown one.
 */
export async function renderCalendarFeed(deps: CalendarFeedDeps, input: { token: string }) {
  const match = /^([0-9a-f-]{36})\.([\w-]{43})(?:\.ics)?$/.exec(input.token);
  if (!match) throw feedGone();
  const [, feedId, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(signatureOf(deps.secret, feedId));
  if (!timingSafeEqual(Buffer.from(signature), expected)) throw feedGone();
  const feed = await findFeedById(deps.db, feedId);
  if (!feed) throw feedGone();

  const now = deps.clock();
  const reminder = await getReminderSettings(deps, {
    userId: feed.userId,
    timeZone: feed.timeZone,
  });
  const host = new URL(deps.appUrl).hostname;
  // Stored before zones were checked, a zone may be in another letter case: its VTIMEZONE is
  // found under the tz database's spelling only.
  const timeZone = canonicalTimeZone(feed.timeZone) ?? feed.timeZone;
  const calendar = ical({
    name: 'Emberpath reminders',
    prodId: { company: 'Emberpath', product: 'reminders', language: 'EN' },
    // Each event's zone gets its VTIMEZONE (RFC 5545 §3.6.5), so every calendar app reads the
    // times alike. The calendar names no zone of its own: ical-generator would write DTSTAMP
    // in it, without the Z that RFC 5545 §3.8.7.2 requires.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 60 * 60,
  });
  calendar.x('X-WR-TIMEZONE', timeZone);
  const firstDay = localDateIn(timeZone, now);
  // Dates carry the zone (TZDate): a plain Date would be written as UTC digits under the zone's TZID.
  const inZone = (instant: Date) => new TZDate(instant.getTime(), timeZone);
  const start = instantAt(firstDay, reminder.localTime, timeZone);
  const checkin = calendar.createEvent({
    id: `checkin-${feedId}@${host}`,
    stamp: now,
    start: inZone(start),
    end: inZone(new Date(start.getTime() + REMINDER_MINUTES * 60_000)),
    timezone: timeZone,
    summary: 'Emberpath: daily check-in',
    description: 'Write today’s check-in and keep your streak going.',
    url: `${deps.appUrl}${paths.home}`,
    repeating: { freq: ICalEventRepeatingFreq.DAILY },
  });
  // The phone rings only for a creator who asked to be reminded.
  if (reminder.isEnabled) checkin.createAlarm({ type: ICalAlarmType.display, trigger: 0 });

  const { realms } = await deps.curriculum.get();
  const cohort = await cohortCalendarOf(deps.db, { userId: feed.userId, realms, now });
  const addOpening = (key: string, summary: string, at: Date, realmId: number) =>
    calendar.createEvent({
      id: `${key}@${host}`,
      stamp: now,
      start: inZone(at),
      end: inZone(new Date(at.getTime() + 30 * 60_000)),
      timezone: timeZone,
      summary: `Emberpath: ${summary}`,
      url: `${deps.appUrl}${withQuery(paths.quests, { realm: realmId })}`,
    });
  for (const event of cohort?.events ?? []) {
    addOpening(event.key, event.summary, event.at, event.realmId);
  }
  if (cohort?.pacesRealms) return calendar.toString();
  for (const realm of realms) {
    if (realm.state !== 'scheduled' || !realm.opensAt || realm.opensAt <= now) continue;
    addOpening(
      `realm-${realm.id}-opens`,
      `Realm ${realm.id} opens — ${realm.title}`,
      realm.opensAt,
      realm.id,
    );
  }
  return calendar.toString();
}
