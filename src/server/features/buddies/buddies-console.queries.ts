import { desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { buddyPair } from '../../db/schema/buddies.ts';

/** A creator's buddy pairs, current and ended, with the other creator named (staff console). */
export function listBuddyPairsOf(db: Database, userId: string) {
  const otherId = sql`case when ${buddyPair.firstUserId} = ${userId} then ${buddyPair.secondUserId} else ${buddyPair.firstUserId} end`;
  return db
    .select({
      id: buddyPair.id,
      realmId: buddyPair.realmId,
      createdAt: buddyPair.createdAt,
      endedAt: buddyPair.endedAt,
      endReason: buddyPair.endReason,
      buddyId: user.id,
      buddyName: user.name,
      buddyEmail: user.email,
    })
    .from(buddyPair)
    .innerJoin(user, eq(user.id, otherId))
    .where(or(eq(buddyPair.firstUserId, userId), eq(buddyPair.secondUserId, userId)))
    .orderBy(desc(buddyPair.id));
}
