import { AppError } from '#shared/errors.ts';
import {
  NOTIFICATION_LIST_LIMIT,
  READ_NOTIFICATION_RETENTION_DAYS,
  type NotificationKind,
} from '#shared/rules/notification-kinds.ts';
import { shortenTo } from '#shared/rules/text.ts';
import type { Database } from '../../db/client.ts';
import {
  countUnreadNotifications,
  deleteNotificationsReadBefore,
  insertNotification,
  listLatestNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  rewordNotificationsWithSubject,
} from './notifications.queries.ts';

export type NotificationDeps = { db: Database };

export type NotificationInput = {
  recipientId: string;
  kind: NotificationKind;
  /** Short, shown in bold: 'Realm 2: Structure Unlocked!' (at most 120 characters). */
  title: string;
  /** One or two sentences (at most 500 characters). */
  body: string;
  /** Where 'Take Action' goes: an app path such as '/quests?realm=2'. */
  actionPath: string;
  /** What it is about, when that may be removed later: 'resource:<id>'. */
  subjectKey?: string;
};

const MAX_TITLE_LENGTH = 120;
const MAX_BODY_LENGTH = 500;

/** Only paths inside the app: never another site ('//evil.example', 'https://…'). */
function isAppPath(path: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(path) && path.length <= 300;
}

/**
 * The one way to notify a creator. Call it with your own transaction handle,
 * so the notification exists exactly when the event that caused it does:
 *
 *   await db.transaction(async (tx) => {
 *     … your writes …
 *     await postNotification(tx, { recipientId, kind: 'resource-added', title, body, actionPath });
 *   });
 *
 * A title or body grown long by what people typed (a name, a resource's
 * title) is shortened to fit, never a failure of the event behind it. An
 * empty title or a wrong path is a programming error, so it throws (and rolls
 * the caller's transaction back) instead of storing something the bell cannot show.
 */
export async function postNotification(
  executor: Database,
  input: NotificationInput,
): Promise<number> {
  if (input.title.trim() === '') throw new Error('A notification needs a title');
  if (!isAppPath(input.actionPath))
    throw new Error(`Notification action path must be an app path: ${input.actionPath}`);
  return insertNotification(executor, {
    ...input,
    title: shortenTo(input.title, MAX_TITLE_LENGTH),
    body: shortenTo(input.body, MAX_BODY_LENGTH),
  });
}

/**
 * The subject of earlier notifications is gone: they stop naming it and say
 * so instead (inside the caller's transaction).
 */
export async function rewordNotificationsAbout(
  executor: Database,
  input: { subjectKey: string; title: string; body: string; actionPath: string },
) {
  await rewordNotificationsWithSubject(executor, input);
}

/** The bell: the latest notifications, newest first, and how many are unread. */
export async function listNotifications(deps: NotificationDeps, input: { userId: string }) {
  const [notifications, unreadCount] = await Promise.all([
    listLatestNotifications(deps.db, input.userId, NOTIFICATION_LIST_LIMIT),
    countUnreadNotifications(deps.db, input.userId),
  ]);
  return { notifications, unreadCount };
}

export async function getUnreadCount(deps: NotificationDeps, input: { userId: string }) {
  return { unreadCount: await countUnreadNotifications(deps.db, input.userId) };
}

/** Another creator's notification is a 404, exactly like one that does not exist. */
export async function readNotification(
  deps: NotificationDeps,
  input: { userId: string; notificationId: number },
) {
  const notification = await markNotificationRead(deps.db, input.userId, input.notificationId);
  if (!notification) {
    throw new AppError('NOT_FOUND', { userMessage: 'That notification is no longer here.' });
  }
  return { notification };
}

export async function readAllNotifications(deps: NotificationDeps, input: { userId: string }) {
  await markAllNotificationsRead(deps.db, input.userId);
  return { unreadCount: 0 };
}

/** Read notifications are kept for 90 days; unread ones until they are read. */
export async function pruneReadNotifications(deps: NotificationDeps, input: { now: Date }) {
  const cutoff = new Date(input.now.getTime() - READ_NOTIFICATION_RETENTION_DAYS * 86_400_000);
  return { deleted: await deleteNotificationsReadBefore(deps.db, cutoff) };
}
