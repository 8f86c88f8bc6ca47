import { isSameEmail } from '#shared/rules/profile.ts';
import { paths } from '#shared/paths.ts';
import { findUserById } from '../../auth/users.queries.ts';
import type { Database } from '../../db/client.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { postNotification } from '../notifications/notifications.service.ts';
import { hashInviteCode, isInviteCodeShaped } from './invite-code.ts';
import { singleLine } from './invite-display.ts';
import { inviteAcceptedEmail } from './invite-emails.ts';
import { emitWebhookEvent } from '../webhooks/webhook-events.ts';
import { lockInvitePrivileges, markInviteUsed } from './invite-privileges.queries.ts';
import {
  claimOpenInvite,
  findInviteClaimedBy,
  markInviteAccepted,
  withdrawOpenInvites,
} from './invites.queries.ts';

/**
 * Who joined, as the inviter is told it: the person they invited when the
 * new account has the address they wrote to; otherwise someone else used the
 * link, named by their display name (never their address), or not at all.
 */
function describeJoiner(
  invitation: { inviteeName: string; inviteeEmail: string },
  joiner: { name: string; email: string } | undefined,
): { sentence: string; isInvitee: boolean } {
  if (joiner && isSameEmail(joiner.email, invitation.inviteeEmail))
    return {
      sentence: `${invitation.inviteeName} accepted your invitation and joined Emberpath`,
      isInvitee: true,
    };
  const name = singleLine(joiner?.name ?? '') || 'A new creator';
  return {
    sentence: `${name} joined Emberpath through the invitation you sent to ${invitation.inviteeName}, from another email address`,
    isInvitee: false,
  };
}

export type RedemptionDeps = { db: Database; outbox: Outbox; appUrl: string; clock: () => Date };

/**
 * Called when an account is created with an invitation cookie: the account
 * claims the invitation, once (a used, expired, withdrawn or unknown code
 * changes nothing, and the sign-up itself is never refused for it). The
 * inviter hears nothing yet: an address anyone can type proves nothing
 * (decision 037). An account whose address a provider vouched for is
 * confirmed already, and accepts it at once. `isInvitedAddress` says the
 * account has the address the invitation was emailed to: whoever followed
 * its link has proven that address (decision 039), which the caller records.
 */
export async function redeemInvite(
  deps: RedemptionDeps,
  input: { code: string; userId: string; email: string; isAddressConfirmed: boolean },
): Promise<{ isRedeemed: boolean; isInvitedAddress: boolean }> {
  const notRedeemed = { isRedeemed: false, isInvitedAddress: false };
  if (!isInviteCodeShaped(input.code)) return notRedeemed;
  const claimed = await claimOpenInvite(deps.db, {
    codeHash: hashInviteCode(input.code),
    userId: input.userId,
    now: deps.clock(),
  });
  if (!claimed) return notRedeemed;
  if (input.isAddressConfirmed) await acceptClaimedInvite(deps, { userId: input.userId });
  return { isRedeemed: true, isInvitedAddress: isSameEmail(claimed.inviteeEmail, input.email) };
}

/**
 * Called when an account's address is proven: the invitation it signed up
 * with is accepted, which spends the inviter's flame, withdraws their other
 * open invitations, and tells them in the bell and by email, all in one
 * transaction under the inviter's privilege row lock, so the flame is spent
 * once however many accounts confirm at the same moment. Nothing claimed,
 * nothing done: every proof may call it.
 */
export async function acceptClaimedInvite(
  deps: RedemptionDeps,
  input: { userId: string },
): Promise<{ isAccepted: boolean }> {
  const isAccepted = await deps.db.transaction(async (tx) => {
    const claimed = await findInviteClaimedBy(tx, input.userId);
    if (!claimed) return false;
    const privileges = await lockInvitePrivileges(tx, claimed.inviterId);
    if (!privileges || privileges.invitesUsedAfterRealm2 > 0) return false;
    const now = deps.clock();
    await markInviteAccepted(tx, { inviteId: claimed.id, now });
    await markInviteUsed(tx, claimed.inviterId);
    await withdrawOpenInvites(tx, { inviterId: claimed.inviterId, andClaimed: true });
    await emitWebhookEvent(tx, {
      type: 'invite.accepted',
      creatorId: input.userId,
      data: { inviteId: claimed.id, inviterId: claimed.inviterId, creatorId: input.userId },
      occurredAt: now,
    });
    const joiner = await findUserById(tx, input.userId);
    const joined = describeJoiner(claimed, joiner);
    await postNotification(tx, {
      recipientId: claimed.inviterId,
      kind: 'invite-accepted',
      title: 'Invitation Accepted!',
      body: `${joined.sentence}. You passed the flame.`,
      actionPath: paths.inviteCreator,
    });
    const inviter = await findUserById(tx, claimed.inviterId);
    if (inviter) {
      await deps.outbox.enqueue(
        'invite-accepted',
        inviteAcceptedEmail({
          to: inviter.email,
          inviteeName: claimed.inviteeName,
          joined,
          statusLink: `${deps.appUrl}${paths.inviteCreator}`,
        }),
        tx,
      );
    }
    return true;
  });
  if (isAccepted) void deps.outbox.deliverDue();
  return { isAccepted };
}
