import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notification } from '../../db/schema/notifications.ts';

const listedColumns = {
  id: notification.id,
  kind: notification.kind,
  title: notification.title,
  body: notification.body,
  actionPath: notification.actionPath,
  createdAt: notification.createdAt,
  readAt: notification.readAt,
};

export async function insertNotification(
  executor: Database,
  row: typeof notification.$inferInsert,
): Promise<number> {
  const [inserted] = await executor
    .insert(notification)
    .values(row)
    .returning({ id: notification.id });
  return inserted!.id;
}

export async function rewordNotificationsWithSubject(
  executor: Database,
  input: { subjectKey: string; title: string; body: string; actionPath: string },
) {
  await executor
    .update(notification)
    .set({ title: input.title, body: input.body, actionPath: input.actionPath })
    .where(eq(notification.subjectKey, input.subjectKey));
}

export function listLatestNotifications(db: Database, recipientId: string, limit: number) {
  return db
    .select(listedColumns)
    .from(notification)
    .where(eq(notification.recipientId, recipientId))
    .orderBy(desc(notification.id))
    .limit(limit);
}

export async function countUnreadNotifications(db: Database, recipientId: string) {
  const [row] = await db
    .select({ unread: count() })
    .from(notification)
    .where(and(eq(notification.recipientId, recipientId), isNull(notification.readAt)));
  return row?.unread ?? 0;
}

/** Marks one of the recipient's notifications read (keeping the first read time); undefined if not theirs. */
export async function markNotificationRead(db: Database, recipientId: string, id: number) {
  const [row] = await db
    .update(notification)
    .set({ readAt: sql`coalesce(${notification.readAt}, now())` })
    .where(and(eq(notification.id, id), eq(notification.recipientId, recipientId)))
    .returning(listedColumns);
  return row;
}

export async function markAllNotificationsRead(db: Database, recipientId: string) {
  await db
    .update(notification)
    .set({ readAt: sql`now()` })
    .where(and(eq(notification.recipientId, recipientId), isNull(notification.readAt)));
}

export async function deleteNotificationsReadBefore(db: Database, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(notification)
    .where(lt(notification.readAt, cutoff))
    .returning({ id: notification.id });
  return deleted.length;
}
