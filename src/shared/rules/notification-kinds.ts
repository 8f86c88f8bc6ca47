/**
 * What a notification can be about. Features post them (`postNotification` on
 * the server); later features add their kinds here (buddy, invite, shipping).
 * Stored as text, so a new kind needs no migration.
 */
export const notificationKinds = [
  'realm-unlocked',
  'realm-opened',
  'resources-unlocked',
  'resource-added',
  'checkin-reminder',
  'streak-at-risk',
  'kit-status',
  'buddy-request',
  'buddy-accepted',
  'buddy-ended',
  'buddy-note-reminder',
  'buddy-nudge',
  'answer-shared',
  'answer-reaction',
  'invite-accepted',
  'staff-nudge',
  'account-secured',
  'feedback',
] as const;

export type NotificationKind = (typeof notificationKinds)[number];

/** How many notifications the bell lists; older ones stay until pruned. */
export const NOTIFICATION_LIST_LIMIT = 20;

/** Read notifications older than this are deleted by the scheduler. */
export const READ_NOTIFICATION_RETENTION_DAYS = 90;
