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
import { acceptOpenInvite } from './invites.queries.ts';

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
 * Called when an account is created with an invitation cookie: marks the
 * invitation accepted by that account, once, and tells the inviter in the
 * bell and by email, all in one transaction. A used, expired or unknown code
 * changes nothing (the sign-up itself is never refused for it).
 */
export async function redeemInvite(
  deps: RedemptionDeps,
  input: { code: string; userId: string },
): Promise<{ isRedeemed: boolean }> {
  if (!isInviteCodeShaped(input.code)) return { isRedeemed: false };
  const isRedeemed = await deps.db.transaction(async (tx) => {
    const accepted = await acceptOpenInvite(tx, {
      codeHash: hashInviteCode(input.code),
      userId: input.userId,
      now: deps.clock(),
    });
    if (!accepted) return false;
    await emitWebhookEvent(tx, {
      type: 'invite.accepted',
      creatorId: input.userId,
      data: { inviteId: accepted.id, inviterId: accepted.inviterId, creatorId: input.userId },
      occurredAt: deps.clock(),
    });
    const joiner = await findUserById(tx, input.userId);
    const joined = describeJoiner(accepted, joiner);
    await postNotification(tx, {
      recipientId: accepted.inviterId,
      kind: 'invite-accepted',
      title: 'Invitation Accepted!',
      body: `${joined.sentence}. You passed the flame.`,
      actionPath: paths.inviteCreator,
    });
    const inviter = await findUserById(tx, accepted.inviterId);
    if (inviter) {
      await deps.outbox.enqueue(
        'invite-accepted',
        inviteAcceptedEmail({
          to: inviter.email,
          inviteeName: accepted.inviteeName,
          joined,
          statusLink: `${deps.appUrl}${paths.inviteCreator}`,
        }),
        tx,
      );
    }
    return true;
  });
  if (isRedeemed) void deps.outbox.deliverDue();
  return { isRedeemed };
}
