import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { buddyNudge } from '../../db/schema/buddies.ts';
import { dailyCheckin } from '../../db/schema/journey.ts';

// Nudges are the buddies feature's own table. The check-in dates are read as
// the buddy cards read them (decision 015): dates only, never a check-in's words.

/** The dates a creator checked in on since `from` (inclusive), oldest first; every date without one. */
export async function listCheckinDatesOf(
  db: Database,
  userId: string,
  from?: string,
): Promise<string[]> {
  const rows = await db
    .select({ date: dailyCheckin.localDate })
    .from(dailyCheckin)
    .where(
      from === undefined
        ? eq(dailyCheckin.userId, userId)
        : and(eq(dailyCheckin.userId, userId), gte(dailyCheckin.localDate, from)),
    )
    .orderBy(asc(dailyCheckin.localDate));
  return rows.map((row) => row.date);
}

/**
 * Records today's nudge, or nothing when this sender already nudged in this
 * pair today: the unique constraint decides, so parallel requests write one.
 */
export async function insertNudgeOncePerDay(
  tx: Database,
  input: { pairId: number; senderId: string; recipientId: string; sentOn: string },
): Promise<boolean> {
  const rows = await tx
    .insert(buddyNudge)
    .values(input)
    .onConflictDoNothing({
      target: [buddyNudge.pairId, buddyNudge.senderId, buddyNudge.sentOn],
    })
    .returning({ id: buddyNudge.id });
  return rows.length > 0;
}

/** Of these pairs, those in which the sender has nudged on `sentOn`. */
export async function listPairsNudgedOn(
  db: Database,
  input: { senderId: string; sentOn: string; pairIds: number[] },
): Promise<Set<number>> {
  if (input.pairIds.length === 0) return new Set();
  const rows = await db
    .select({ pairId: buddyNudge.pairId })
    .from(buddyNudge)
    .where(
      and(
        eq(buddyNudge.senderId, input.senderId),
        eq(buddyNudge.sentOn, input.sentOn),
        inArray(buddyNudge.pairId, input.pairIds),
      ),
    );
  return new Set(rows.map((row) => row.pairId));
}
