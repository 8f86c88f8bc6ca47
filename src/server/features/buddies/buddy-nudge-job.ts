import { weekStartOf } from '#shared/rules/buddies.ts';
import { localDateIn, weekdayOf } from '#shared/rules/calendar.ts';
import type { Database } from '../../db/client.ts';
import type { ScheduledJob } from '../../scheduler.ts';
import { postNotification } from '../notifications/notifications.service.ts';
import { buddyNoteReminderNotification } from './buddy-notifications.ts';
import { claimPairsToNudge } from './buddy-pairs.queries.ts';
import { publicNamesOf } from './buddy-profiles.ts';

const HOUR_MS = 60 * 60 * 1000;
const BATCH_SIZE = 50;
/** A pair made in the last two days has had no real chance to write yet. */
const GRACE_MS = 2 * 24 * HOUR_MS;
/** Weekday (0 = Sunday) from which a quiet pair is nudged: Thursday leaves the weekend to write. */
const NUDGE_FROM_WEEKDAY = 4;

/**
 * The weekly buddy-note nudge: from Thursday on (UTC), each active pair with no
 * note this week gets one gentle reminder in the bell, both of them. Once per
 * pair per week however many servers run it: the pair is marked for the week in
 * the same transaction that posts the reminders, claimed with SKIP LOCKED.
 */
export function createBuddyNudgeJob(deps: { db: Database }) {
  async function nudgeBatch(weekStart: string, now: Date): Promise<number> {
    return deps.db.transaction(async (tx) => {
      const pairs = await claimPairsToNudge(tx, {
        weekStart,
        madeBefore: new Date(now.getTime() - GRACE_MS),
        limit: BATCH_SIZE,
      });
      const names = await publicNamesOf(
        tx,
        pairs.flatMap((pair) => [pair.firstUserId, pair.secondUserId]),
      );
      for (const pair of pairs) {
        const members = [pair.firstUserId, pair.secondUserId] as const;
        await postNotification(
          tx,
          buddyNoteReminderNotification(members[0], {
            buddyName: names.get(members[1])!,
            pairId: pair.id,
          }),
        );
        await postNotification(
          tx,
          buddyNoteReminderNotification(members[1], {
            buddyName: names.get(members[0])!,
            pairId: pair.id,
          }),
        );
      }
      return pairs.length;
    });
  }

  return {
    name: 'buddy-note-nudges',
    everyMs: HOUR_MS,
    async runDue(now: Date) {
      const today = localDateIn('UTC', now);
      const weekday = weekdayOf(today);
      if (weekday !== 0 && weekday < NUDGE_FROM_WEEKDAY) return { nudged: 0 };
      const weekStart = weekStartOf(today);
      let nudged = 0;
      for (;;) {
        const claimed = await nudgeBatch(weekStart, now);
        if (claimed === 0) break;
        nudged += claimed;
      }
      return { nudged };
    },
  } satisfies ScheduledJob;
}
