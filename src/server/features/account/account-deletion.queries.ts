import { and, eq, inArray, isNull, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user, verification } from '../../db/schema/auth.ts';
import { buddyRequest } from '../../db/schema/buddies.ts';
import { invite } from '../../db/schema/invites.ts';
import { rewardClaim, rewardStatus } from '../../db/schema/journey.ts';
import { webhookDelivery } from '../../db/schema/integrations.ts';
import { emailOptOut, outboxEmail } from '../../db/schema/outbox.ts';

// Deleting an account is the one write that crosses every feature's tables:
// rows that reference the creator go with the user row (ON DELETE CASCADE);
// these are the rows that hold the creator's data without referencing the
// account, erased in the same transaction as the check that the account is
// still there.

/** Kits that have left the warehouse: kept for staff records, without the person. */
const keptClaimStatuses = rewardStatus.enumValues.filter(
  (status) => status === 'shipped' || status === 'delivered',
);

export const ERASED_EMAIL_NOTE = 'Removed: this email was about an account that has been deleted.';

/** Locks the creator's row; false when another request already deleted the account. */
export async function lockAccount(tx: Database, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
  return rows.length > 0;
}

export async function eraseShippedClaims(tx: Database, userId: string, now: Date) {
  await tx
    .update(rewardClaim)
    .set({
      userId: null,
      name: '',
      email: '',
      address: '',
      city: null,
      state: null,
      zipCode: null,
      specialInstructions: null,
      personalDataErasedAt: now,
    })
    .where(and(eq(rewardClaim.userId, userId), inArray(rewardClaim.status, keptClaimStatuses)));
}

/**
 * Whether a text names this exact address: not inside a longer one
 * ("n@x.io" is not in "ann@x.io" nor in "n@x.io.example"). A sentence's full
 * stop after it still counts. PostgreSQL's regular expressions, case-blind.
 */
function mentionsAddress(column: Column, email: string): SQL {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = `(?<![[:alnum:]._%+-])${escaped}(?![[:alnum:]_-]|\\.[[:alnum:]])`;
  return sql`${column} ~* ${pattern}`;
}

/** Rows that know the creator by address: opt-outs, emails, invitations and buddy requests sent to it. */
export async function eraseByAddress(tx: Database, input: { userId: string; email: string }) {
  const email = input.email.toLowerCase();
  await tx.delete(emailOptOut).where(eq(sql`lower(${emailOptOut.email})`, email));
  await tx.delete(outboxEmail).where(eq(sql`lower(${outboxEmail.to})`, email));
  // Emails to staff about the creator (a kit to ship) carry their name and address.
  await tx
    .update(outboxEmail)
    .set({ subject: ERASED_EMAIL_NOTE, text: ERASED_EMAIL_NOTE })
    .where(
      or(mentionsAddress(outboxEmail.text, email), mentionsAddress(outboxEmail.subject, email)),
    );
  await tx
    .update(invite)
    .set({ inviteeName: '', inviteeEmail: '', personalMessage: null })
    .where(eq(sql`lower(${invite.inviteeEmail})`, email));
  await tx
    .delete(buddyRequest)
    .where(
      and(eq(sql`lower(${buddyRequest.recipientEmail})`, email), isNull(buddyRequest.recipientId)),
    );
  // Password-reset tokens name the account in `value`; email verifications name the address.
  await tx
    .delete(verification)
    .where(
      or(eq(verification.value, input.userId), mentionsAddress(verification.identifier, email)),
    );
}

/**
 * Webhook messages about the creator, sent or not (decision 024): those keyed
 * to them (`order_key`) and any other whose body names their id or address (a
 * pairing names both creators). Their bodies hold the address, the name or,
 * for endpoints that include answers, what they wrote; a pending one is not
 * sent after the account is gone.
 */
export async function eraseWebhookDeliveries(
  tx: Database,
  input: { userId: string; email: string },
) {
  await tx
    .delete(webhookDelivery)
    .where(
      or(
        eq(webhookDelivery.orderKey, input.userId),
        sql`strpos(${webhookDelivery.body}, ${input.userId}) > 0`,
        mentionsAddress(webhookDelivery.body, input.email.toLowerCase()),
      ),
    );
}
