import { INVITE_UNLOCKING_REALM_ID } from '#shared/rules/invites.ts';
import type { Database } from '../../db/client.ts';
import { recordRealm2Completion } from './invite-privileges.queries.ts';

/**
 * Called by the realm completion, inside its transaction: completing realm 2
 * records `realm_2_completed_at`, which makes the creator eligible to invite.
 */
export async function grantInvitePrivilege(
  tx: Database,
  input: { userId: string; completedRealmId: number },
) {
  if (input.completedRealmId === INVITE_UNLOCKING_REALM_ID)
    await recordRealm2Completion(tx, input.userId);
}
