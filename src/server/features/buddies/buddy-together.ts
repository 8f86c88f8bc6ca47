import { buddyNudgeStateOf, isQuietFor, type BuddyNudgeState } from '#shared/rules/buddy-nudges.ts';
import { computeBuddyStreak } from '#shared/rules/buddy-streak.ts';
import { localDateIn } from '#shared/rules/calendar.ts';
import { listContacts } from '../../auth/users.queries.ts';
import type { Database } from '../../db/client.ts';
import { listOptedOutAddresses } from '../../mail/email-opt-outs.ts';
import { listCheckinDatesOf, listPairsNudgedOn } from './buddy-nudges.queries.ts';
import type { BuddyCardRow } from './buddy-views.queries.ts';

type Together = { streakTogether: number; nudge: BuddyNudgeState };

/**
 * What each buddy card adds about the two together: the days in a row both
 * checked in (each on their own calendar) and whether the viewer may nudge
 * the buddy now. Which buddy turned nudges off is read here and never
 * leaves: the card only learns that no nudge is on offer.
 */
export async function loadTogetherOf(
  db: Database,
  input: { userId: string; timeZone: string; now: Date; rows: readonly BuddyCardRow[] },
): Promise<Map<number, Together>> {
  if (input.rows.length === 0) return new Map();
  const today = localDateIn(input.timeZone, input.now);
  const [myDates, contacts, nudged] = await Promise.all([
    listCheckinDatesOf(db, input.userId),
    listContacts(
      db,
      input.rows.map((row) => row.userId),
    ),
    listPairsNudgedOn(db, {
      senderId: input.userId,
      sentOn: today,
      pairIds: input.rows.map((row) => row.pairId),
    }),
  ]);
  const optedOut = await listOptedOutAddresses(
    db,
    contacts.map((contact) => contact.email),
    'buddy-nudge',
  );
  const emailOf = new Map(contacts.map((contact) => [contact.id, contact.email.toLowerCase()]));
  return new Map(
    input.rows.map((row) => {
      const buddyToday = localDateIn(row.timeZone, input.now);
      const pairedAt = new Date(row.pairedAt);
      const together: Together = {
        streakTogether: computeBuddyStreak([
          { checkinDates: myDates, today, pairedOn: localDateIn(input.timeZone, pairedAt) },
          {
            checkinDates: row.checkinDates,
            today: buddyToday,
            pairedOn: localDateIn(row.timeZone, pairedAt),
          },
        ]),
        nudge: buddyNudgeStateOf({
          hasNudgedToday: nudged.has(row.pairId),
          isBuddyQuiet: isQuietFor(row.checkinDates, buddyToday),
          acceptsNudges: !optedOut.has(emailOf.get(row.userId) ?? ''),
        }),
      };
      return [row.pairId, together] as const;
    }),
  );
}
