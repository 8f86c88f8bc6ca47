import { alias } from 'drizzle-orm/pg-core';
import { desc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { invite } from '../../db/schema/invites.ts';

const inviter = alias(user, 'inviter');
const invitee = alias(user, 'invitee');

/** Never the code's hash: the console shows who invited whom, not a way in. */
const consoleColumns = {
  id: invite.id,
  inviterId: invite.inviterId,
  inviterName: inviter.name,
  inviterEmail: inviter.email,
  inviteeName: invite.inviteeName,
  inviteeEmail: invite.inviteeEmail,
  status: invite.status,
  createdAt: invite.createdAt,
  expiresAt: invite.expiresAt,
  acceptedAt: invite.acceptedAt,
  acceptedUserId: invite.acceptedUserId,
  acceptedUserEmail: invitee.email,
};

function selectInvitations(db: Database) {
  return db
    .select(consoleColumns)
    .from(invite)
    .innerJoin(inviter, eq(inviter.id, invite.inviterId))
    .leftJoin(invitee, eq(invitee.id, invite.acceptedUserId));
}

/** Every invitation, newest first (the id is unique and follows creation). */
export function listInvitationsPage(db: Database, page: { limit: number; offset: number }) {
  return selectInvitations(db).orderBy(desc(invite.id)).limit(page.limit).offset(page.offset);
}

/** The invitations a creator sent, and the one that brought them in. */
export function listInvitationsOf(db: Database, userId: string) {
  return selectInvitations(db)
    .where(or(eq(invite.inviterId, userId), eq(invite.acceptedUserId, userId)))
    .orderBy(desc(invite.id));
}
