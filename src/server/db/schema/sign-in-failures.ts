import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Wrong passwords in a row for one address (decision 016), in the database so
 * every app process behind a load balancer shares the count. The key is an
 * HMAC of the lower-cased address: tries on addresses without an account are
 * counted the same way, and the table holds no address anyone typed.
 */
export const signInFailure = pgTable(
  'sign_in_failure',
  {
    addressKey: text('address_key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** No password try for the address is checked before this instant. */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** When the owner was emailed about the lock: once per run of failures. */
    lockNoticeSentAt: timestamp('lock_notice_sent_at', { withTimezone: true }),
  },
  // Runs forgotten after a quiet day are pruned by last failure.
  (table) => [index('sign_in_failure_last_failure_idx').on(table.lastFailureAt)],
);
