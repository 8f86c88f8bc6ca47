import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { buddyBlock, buddySetting } from '../../db/schema/buddies.ts';

export async function insertBlock(db: Database, blockerId: string, blockedId: string) {
  await db.insert(buddyBlock).values({ blockerId, blockedId }).onConflictDoNothing();
}

/** Lifts a block; false when there was none. */
export async function deleteBlock(db: Database, blockerId: string, blockedId: string) {
  const rows = await db
    .delete(buddyBlock)
    .where(and(eq(buddyBlock.blockerId, blockerId), eq(buddyBlock.blockedId, blockedId)))
    .returning({ blockedId: buddyBlock.blockedId });
  return rows.length > 0;
}

export async function hasBlocked(db: Database, blockerId: string, blockedId: string) {
  const [row] = await db
    .select({ blockedId: buddyBlock.blockedId })
    .from(buddyBlock)
    .where(and(eq(buddyBlock.blockerId, blockerId), eq(buddyBlock.blockedId, blockedId)));
  return row !== undefined;
}

export async function saveFindable(db: Database, userId: string, isFindable: boolean) {
  await db
    .insert(buddySetting)
    .values({ userId, isFindable })
    .onConflictDoUpdate({
      target: buddySetting.userId,
      set: { isFindable, updatedAt: sql`now()` },
    });
}

/** Off until the creator turns it on. */
export async function isFindable(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ isFindable: buddySetting.isFindable })
    .from(buddySetting)
    .where(eq(buddySetting.userId, userId));
  return row?.isFindable ?? false;
}
