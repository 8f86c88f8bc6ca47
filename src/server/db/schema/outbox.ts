import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const emailStatus = pgEnum('email_status', ['pending', 'sent', 'logged', 'failed']);

/** Every email the app sends, kept with its delivery status so none is lost. */
export const outboxEmail = pgTable(
  'outbox_email',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: emailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_email_due_idx').on(table.status, table.nextAttemptAt),
    // The console lists emails newest first (by id), all or by status.
    index('outbox_email_status_newest_idx').on(table.status, table.id),
  ],
);

/** Addresses that unsubscribed from a kind of email (by link, or in their settings). */
export const emailOptOut = pgTable(
  'email_opt_out',
  {
    email: text('email').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.email, table.kind] })],
);
