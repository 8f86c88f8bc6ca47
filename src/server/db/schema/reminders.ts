import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A creator's daily check-in reminder. `next_due_at` is the next instant it
 * is due (their local time in their time zone); the scheduler claims due rows
 * with SKIP LOCKED and records the local date it handled, in one transaction
 * with what it sends, so a day is handled once whatever runs at the same time.
 */
export const reminderSetting = pgTable(
  'reminder_setting',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    isEnabled: boolean('is_enabled').notNull().default(false),
    /** 'HH:MM' on the creator's own clock. */
    localTime: text('local_time').notNull().default('19:00'),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    /** The creator's local date last reminded (or found already checked in). */
    lastHandledOn: date('last_handled_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reminder_setting_due_idx')
      .on(table.nextDueAt)
      .where(sql`${table.isEnabled}`),
  ],
);

/** A browser that accepted web push for a creator (the PushSubscription's JSON). */
export const pushSubscription = pgTable(
  'push_subscription',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscription_user_idx').on(table.userId)],
);
