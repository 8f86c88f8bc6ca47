import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
// Relative, not #shared: drizzle-kit loads this file without package.json's import aliases.
import { inviteStatuses } from '../../../shared/rules/invites.ts';
import { user } from './auth.ts';

/**
 * The right to invite one creator, earned by completing realm 2 (the spec's
 * table and columns). The invites feature owns it: realms grants it through
 * the invites service, inside the realm completion's transaction.
 */
export const userInvitePrivileges = pgTable('user_invite_privileges', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  realm2CompletedAt: timestamp('realm_2_completed_at', { withTimezone: true }),
  invitesUsedAfterRealm2: integer('invites_used_after_realm_2').notNull().default(0),
});

export const inviteStatus = pgEnum('invite_status', inviteStatuses);

/**
 * An invitation sent by a creator. The link's code is never stored, only its
 * SHA-256 (`code_hash`): the table is not a list of working links, and a code
 * is found by an index lookup on its hash (docs/decisions/012).
 */
export const invite = pgTable(
  'invite',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull().unique(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    inviteeName: text('invitee_name').notNull(),
    inviteeEmail: text('invitee_email').notNull(),
    personalMessage: text('personal_message'),
    status: inviteStatus('status').notNull().default('sent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: text('accepted_user_id').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('invite_inviter_idx').on(table.inviterId),
    index('invite_sent_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'sent'`),
  ],
);
