import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new signing secret in the Standard Webhooks form: `whsec_` and 24 random bytes in base64. */
export function createWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * The three Standard Webhooks headers for one attempt. `webhook-signature`
 * holds one `v1,…` signature per secret given (the current one and, for 24
 * hours after a rotation, the previous one), space separated.
 */
export function signWebhookMessage(input: {
  messageId: string;
  body: string;
  secrets: readonly string[];
  sentAt: Date;
}): Record<string, string> {
  const signatures = input.secrets.map((secret) =>
    new Webhook(secret).sign(input.messageId, input.sentAt, input.body),
  );
  return {
    'webhook-id': input.messageId,
    'webhook-timestamp': String(Math.floor(input.sentAt.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
