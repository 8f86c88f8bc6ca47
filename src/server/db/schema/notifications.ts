import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '#shared/rules/notification-kinds.ts';
import { user } from './auth.ts';

/** Something a creator should know about, posted by the feature where it happened. */
export const notification = pgTable(
  'notification',
  {
    id: serial('id').primaryKey(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** An app path such as /quests?realm=2, opened by 'Take Action'. */
    actionPath: text('action_path').notNull(),
    /**
     * What the notification is about, when that can later change or go:
     * 'resource:<id>'. Its words are rewritten when the subject is removed.
     */
    subjectKey: text('subject_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notification_recipient_latest_idx').on(table.recipientId, table.id.desc()),
    index('notification_subject_idx')
      .on(table.subjectKey)
      .where(sql`${table.subjectKey} is not null`),
    index('notification_unread_idx')
      .on(table.recipientId)
      .where(sql`${table.readAt} is null`),
    index('notification_read_at_idx')
      .on(table.readAt)
      .where(sql`${table.readAt} is not null`),
  ],
);
