import { z } from 'zod';
import { paths } from '#shared/paths.ts';
import { AppError } from '#shared/errors.ts';
import {
  INVITE_UNLOCKING_REALM_ID,
  INVITE_VALID_DAYS,
  inviteMessages,
  MAX_INVITES_SENT,
  inviteStatusAt,
} from '#shared/rules/invites.ts';
import { isBlank, requiredFieldMessages } from '#shared/rules/required-fields.ts';
import type { SendInviteInput } from '#shared/schemas/invites.ts';
import { findUserById, findUserIdByEmail } from '../../auth/users.queries.ts';
import type { Database } from '../../db/client.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { openRealmsAt, type CurriculumCache } from '../curriculum/curriculum-cache.ts';
import {
  createInviteCode,
  hashInviteCode,
  inviteLinkFor,
  isInviteCodeShaped,
} from './invite-code.ts';
import { displayNameOf, singleLine } from './invite-display.ts';
import { alreadyACreatorEmail, invitationEmail } from './invite-emails.ts';
import { findInvitePrivileges, lockInvitePrivileges } from './invite-privileges.queries.ts';
import {
  countInvitesSentBy,
  findInviteByCodeHash,
  findInviteSentBy,
  insertInvite,
  markExpiredInvites,
  withdrawOpenInvites,
  type InviteRow,
} from './invites.queries.ts';

export type InviteDeps = {
  db: Database;
  outbox: Outbox;
  /** The unlocking realm is named as creators read it: staff may rename it. */
  curriculum: CurriculumCache;
  appUrl: string;
  clock: () => Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the inviter sees of their invitation; the code is never shown again. */
function inviteView(row: InviteRow, now: Date) {
  return {
    inviteeName: row.inviteeName,
    inviteeEmail: row.inviteeEmail,
    personalMessage: row.personalMessage,
    status: inviteStatusAt(row, now),
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    acceptedAt: row.acceptedAt,
  };
}

/** Whether the creator may invite now, and the invitation they sent if they did. */
export async function getInviteOverview(deps: InviteDeps, input: { userId: string }) {
  const [privileges, sent] = await Promise.all([
    findInvitePrivileges(deps.db, input.userId),
    findInviteSentBy(deps.db, input.userId),
  ]);
  return {
    canInvite: privileges?.realm2CompletedAt != null && privileges.invitesUsedAfterRealm2 === 0,
    invite: sent ? inviteView(sent, deps.clock()) : null,
  };
}

function parseInviteInput(input: SendInviteInput) {
  const invitee = {
    name: singleLine(input.inviteeName ?? ''),
    email: (input.inviteeEmail ?? '').trim().toLowerCase(),
    personalMessage: (input.personalMessage ?? '').replace(/\r\n?/g, '\n').trim() || null,
  };
  if (isBlank(invitee.name) || isBlank(invitee.email)) {
    const { title, message } = requiredFieldMessages.invite;
    throw new AppError('VALIDATION_FAILED', { title, userMessage: message });
  }
  if (!z.email().safeParse(invitee.email).success) {
    const message = 'Please enter a valid email address.';
    throw new AppError('VALIDATION_FAILED', {
      title: 'Check the Email',
      userMessage: 'Please enter a valid email address for the creator you are inviting.',
      problems: [{ path: 'inviteeEmail', message }],
    });
  }
  return invitee;
}

/** "Realm 2: Structure", or whatever the realm that unlocks the invitation is called now. */
async function unlockingRealmName(deps: InviteDeps, now: Date) {
  const realms = await openRealmsAt(deps.curriculum, now);
  const realm = realms.find((candidate) => candidate.id === INVITE_UNLOCKING_REALM_ID);
  return realm ? `Realm ${realm.id}: ${realm.title}` : `Realm ${INVITE_UNLOCKING_REALM_ID}`;
}

/**
 * Sends the creator's invitation. Sending does not spend the flame: someone
 * joining with it does (`acceptClaimedInvite`), so until then the creator may
 * send it to someone else instead, which withdraws the earlier link. An
 * address that already has an account is answered exactly alike, and its
 * email carries no link: the inviter never learns who has an account, and the
 * flame is never spent on one (decisions 012, 037). The privilege row is
 * locked for the whole send, so the limit on sends holds under any number at once.
 */
export async function sendInvite(
  deps: InviteDeps,
  input: { userId: string; invite: SendInviteInput },
) {
  const invitee = parseInviteInput(input.invite);
  const now = deps.clock();
  // Read before the transaction, as every reading of the curriculum is (decision 020).
  const realmName = await unlockingRealmName(deps, now);
  const row = await deps.db.transaction(async (tx) => {
    const privileges = await lockInvitePrivileges(tx, input.userId);
    if (!privileges?.realm2CompletedAt) {
      throw new AppError('FORBIDDEN', {
        title: 'Pass the Flame is Locked',
        userMessage: `Complete ${realmName} to invite a fellow creator.`,
      });
    }
    if (privileges.invitesUsedAfterRealm2 > 0) {
      throw new AppError('CONFLICT', {
        title: 'Flame Already Passed',
        userMessage:
          'Someone has already joined with your invitation: each creator may invite one other.',
      });
    }
    if ((await countInvitesSentBy(tx, input.userId)) >= MAX_INVITES_SENT) {
      throw new AppError('RATE_LIMITED', {
        title: 'No More Invitations',
        userMessage: `You have sent your invitation ${MAX_INVITES_SENT} times, the most there can be. The latest link works until it expires.`,
      });
    }
    await withdrawOpenInvites(tx, { inviterId: input.userId, andClaimed: false });
    const hasAccount = (await findUserIdByEmail(tx, invitee.email)) !== undefined;
    const code = createInviteCode();
    const stored = await insertInvite(tx, {
      codeHash: hashInviteCode(code),
      inviterId: input.userId,
      inviteeName: invitee.name,
      inviteeEmail: invitee.email,
      personalMessage: invitee.personalMessage,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS),
    });
    const inviter = await findUserById(tx, input.userId);
    const inviterName = displayNameOf(inviter!);
    await deps.outbox.enqueue(
      'invitation',
      hasAccount
        ? alreadyACreatorEmail({
            to: invitee.email,
            inviteeName: invitee.name,
            inviterName,
            personalMessage: invitee.personalMessage,
            signInLink: new URL(paths.auth, deps.appUrl).toString(),
          })
        : invitationEmail({
            to: invitee.email,
            inviteeName: invitee.name,
            inviterName,
            personalMessage: invitee.personalMessage,
            link: inviteLinkFor(deps.appUrl, code),
          }),
      tx,
    );
    return stored;
  });
  // Queued inside the transaction; delivered now that it committed.
  void deps.outbox.deliverDue();
  return { invite: inviteView(row, now) };
}

const unknownInviteError = () =>
  new AppError('NOT_FOUND', {
    title: inviteMessages.linkUnknown.title,
    userMessage: inviteMessages.linkUnknown.message,
  });

/**
 * What an invitation link shows a visitor: who invited them, the address to
 * sign up with and the inviter's message while it is open; only its status
 * once it is used (an account signed up with it, confirmed or not), expired
 * or withdrawn (no names for a link that no longer works).
 */
export async function lookUpInvite(deps: InviteDeps, input: { code: string }) {
  if (!isInviteCodeShaped(input.code)) throw unknownInviteError();
  const row = await findInviteByCodeHash(deps.db, hashInviteCode(input.code));
  if (!row) throw unknownInviteError();
  const status = row.acceptedUserId ? 'accepted' : inviteStatusAt(row, deps.clock());
  if (status !== 'sent') return { status, expiresAt: row.expiresAt };
  const inviter = await findUserById(deps.db, row.inviterId);
  return {
    status,
    expiresAt: row.expiresAt,
    inviterName: displayNameOf(inviter!),
    inviteeName: row.inviteeName,
    inviteeEmail: row.inviteeEmail,
    personalMessage: row.personalMessage,
  };
}

/** Keeps the stored status true for lists and staff: sent invitations past their 30 days expire. */
export async function expireInvites(deps: { db: Database }, input: { now: Date }) {
  return { expired: await markExpiredInvites(deps.db, input.now) };
}
