import { paths } from '#shared/paths.ts';
import { findUserById } from '../../auth/users.queries.ts';
import type { Database } from '../../db/client.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { postNotification } from '../notifications/notifications.service.ts';
import { hashInviteCode, isInviteCodeShaped } from './invite-code.ts';
import { inviteAcceptedEmail } from './invite-emails.ts';
import { acceptOpenInvite } from './invites.queries.ts';

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
    await postNotification(tx, {
      recipientId: accepted.inviterId,
      kind: 'invite-accepted',
      title: 'Invitation Accepted!',
      body: `${accepted.inviteeName} accepted your invitation and joined Emberpath. You passed the flame.`,
      actionPath: paths.inviteCreator,
    });
    const inviter = await findUserById(tx, accepted.inviterId);
    if (inviter) {
      await deps.outbox.enqueue(
        'invite-accepted',
        inviteAcceptedEmail({
          to: inviter.email,
          inviteeName: accepted.inviteeName,
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
