import type { Database } from '../db/client.ts';
import { emitWebhookEvent } from '../features/webhooks/webhook-events.ts';

/**
 * `creator.signed_up` tells integrations that a person joined with this
 * address, so it waits for the address to be proven (decision 024, amended):
 * sent by the proof that first verifies the account, or at sign-up by a
 * provider that vouches for the address. Where the app asks for no proof
 * (verification off), it is sent at sign-up, as that is when the account
 * opens; integrations there act on addresses nobody proved.
 */
export function isSignUpEventSentAtSignUp(
  config: { requireEmailVerification: boolean },
  account: { emailVerified: boolean },
): boolean {
  return !config.requireEmailVerification || account.emailVerified;
}

export function emitSignUpEvent(
  executor: Database,
  account: { id: string; email: string; name: string },
): Promise<void> {
  return emitWebhookEvent(executor, {
    type: 'creator.signed_up',
    creatorId: account.id,
    data: { creatorId: account.id, email: account.email, name: account.name },
    occurredAt: new Date(),
  });
}
