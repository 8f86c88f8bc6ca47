import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pushSubscription } from '../../db/schema/reminders.ts';

export type StoredPushSubscription = { endpoint: string; p256dh: string; auth: string };

/** A browser belongs to whoever subscribed it last (one device, another creator signed in). */
export async function upsertPushSubscription(
  db: Database,
  row: StoredPushSubscription & { userId: string },
) {
  await db
    .insert(pushSubscription)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscription.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth },
    });
}

export async function deleteUserPushSubscription(db: Database, userId: string, endpoint: string) {
  const deleted = await db
    .delete(pushSubscription)
    .where(and(eq(pushSubscription.userId, userId), eq(pushSubscription.endpoint, endpoint)))
    .returning({ id: pushSubscription.id });
  return deleted.length;
}

/** Every browser of the creator; answers how many there were. */
export async function deletePushSubscriptionsOf(db: Database, userId: string): Promise<number> {
  const deleted = await db
    .delete(pushSubscription)
    .where(eq(pushSubscription.userId, userId))
    .returning({ id: pushSubscription.id });
  return deleted.length;
}

/** The push service said the subscription no longer exists (404 or 410). */
export async function deletePushSubscriptionByEndpoint(db: Database, endpoint: string) {
  await db.delete(pushSubscription).where(eq(pushSubscription.endpoint, endpoint));
}

export function listPushSubscriptions(
  db: Database,
  userId: string,
): Promise<StoredPushSubscription[]> {
  return db
    .select({
      endpoint: pushSubscription.endpoint,
      p256dh: pushSubscription.p256dh,
      auth: pushSubscription.auth,
    })
    .from(pushSubscription)
    .where(eq(pushSubscription.userId, userId));
}
