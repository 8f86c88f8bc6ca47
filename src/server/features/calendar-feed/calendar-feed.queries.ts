import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { calendarFeed } from '../../db/schema/integrations.ts';

export async function findFeedOfUser(db: Database, userId: string) {
  const [row] = await db.select().from(calendarFeed).where(eq(calendarFeed.userId, userId));
  return row;
}

/** The feed and its creator's zone, by the id in its address. */
export async function findFeedById(db: Database, feedId: string) {
  const [row] = await db
    .select({ userId: calendarFeed.userId, timeZone: user.timeZone })
    .from(calendarFeed)
    .innerJoin(user, eq(user.id, calendarFeed.userId))
    .where(eq(calendarFeed.feedId, feedId));
  return row;
}

/** Turns the feed on (a first id), or, with `isNew`, gives it a new id whatever it had. */
export async function upsertFeed(db: Database, input: { userId: string; isNew: boolean }) {
  const feedId = crypto.randomUUID();
  const [row] = await db
    .insert(calendarFeed)
    .values({ userId: input.userId, feedId })
    .onConflictDoUpdate({
      target: calendarFeed.userId,
      set: input.isNew ? { feedId, createdAt: new Date() } : { userId: input.userId },
    })
    .returning();
  return row!;
}

/** Answers how many feeds there were (0 or 1). */
export async function deleteFeed(db: Database, userId: string): Promise<number> {
  const deleted = await db
    .delete(calendarFeed)
    .where(eq(calendarFeed.userId, userId))
    .returning({ feedId: calendarFeed.feedId });
  return deleted.length;
}
