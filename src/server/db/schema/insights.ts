import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A word from staff to a creator, sent from the console's insights (at most one per creator
 * per 7 days, checked under the creator's row lock). Owned by features/insights.
 */
export const nudge = pgTable(
  'nudge',
  {
    id: serial('id').primaryKey(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The staff member who sent it (no foreign key: the audit trail names them for good). */
    sentBy: text('sent_by').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('nudge_recipient_latest_idx').on(table.recipientId, table.createdAt)],
);
