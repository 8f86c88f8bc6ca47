import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { account, user } from '../db/schema/auth.ts';
import { postNotification } from '../features/notifications/notifications.service.ts';
import { clearHolderCredentials } from './holder-credentials.ts';
import { proofNotice, reviewSetBeforeProof } from './set-before-proof.ts';
import { emitSignUpEvent } from './sign-up-event.ts';
import { grantStaffToProvenAdminEmails } from './staff-role.ts';

/**
 * Whether a link issued at `issuedAtSeconds` (a JWT's `iat`) predates the
 * account's last proof, and so was handed out before the owner took it back.
 * A link from the very second of the proof counts as before it: `iat` has
 * one-second resolution, and the proof itself may have used that link.
 */
export function isIssuedBeforeProof(issuedAtSeconds: number, provenAt: Date | null): boolean {
  return provenAt !== null && issuedAtSeconds * 1000 <= provenAt.getTime();
}

/** The account a link names, with its last proof: for refusing links issued before it. */
export async function findAccountProof(db: Database, userId: string) {
  const [row] = await db
    .select({ email: user.email, emailProvenAt: user.emailProvenAt })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

/**
 * The moment an account's address and credential are proven together
 * (decision 006): a link sent to the address was followed, and the person
 * following it typed the account's password or chose a new one. Whatever
 * anyone set up in the account before — sessions, a password they chose,
 * emailed links (refused by `isIssuedBeforeProof`), every other credential
 * in `holderCredentials` — stops working, so the person who just proved the
 * address is the only one left in. When a new password proves an account
 * never proven before, what its holder set is shown to the owner, and the
 * shipping address cleared (decision 033).
 *
 * With `linkIssuedAt`, the link is single-use: the account row is locked and
 * the proof refused (false) when another proof came after the link was issued.
 */
export async function recordAddressProof(
  db: Database,
  input: {
    userId: string;
    adminEmails: ReadonlySet<string>;
    /** Send `creator.signed_up` when this proof is the account's first (sign-up-event.ts). */
    sendsSignUpEvent: boolean;
    /** Whether the person proving chose a new password (through a reset link or the confirm page). */
    isNewPassword: boolean;
    linkIssuedAt?: number;
    /** A new password's hash, when the owner chose one rather than typed the existing one. */
    newPasswordHash?: string;
    /**
     * Proven by the very request that created the account (an invitation link, decision 039):
     * whatever the account holds, the person proving set up just now, so nothing is cleared.
     */
    isAtSignUp?: boolean;
  },
): Promise<boolean> {
  const isRecorded = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        email: user.email,
        name: user.name,
        emailVerified: user.emailVerified,
        emailProvenAt: user.emailProvenAt,
      })
      .from(user)
      .where(eq(user.id, input.userId))
      .for('update');
    if (!row) return false;
    if (
      input.linkIssuedAt !== undefined &&
      isIssuedBeforeProof(input.linkIssuedAt, row.emailProvenAt)
    )
      return false;
    // Wall-clock time, like the `iat` of the links it is compared with (better-auth signs them with Date.now).
    const provenAt = new Date();
    await tx
      .update(user)
      .set({ emailVerified: true, emailProvenAt: provenAt, updatedAt: provenAt })
      .where(eq(user.id, input.userId));
    // Never verified before: with verification on, the account's sign-up was never announced.
    if (input.sendsSignUpEvent && !row.emailVerified) {
      await emitSignUpEvent(tx, { id: input.userId, email: row.email, name: row.name });
    }
    if (input.newPasswordHash) await setPasswordHash(tx, input.userId, input.newPasswordHash);
    if (input.isAtSignUp) return true;
    const removed = await clearHolderCredentials(tx, input.userId);
    // Whoever typed the account's own password set it up; a new one may be someone else's first visit.
    const review =
      row.emailProvenAt === null && input.isNewPassword
        ? await reviewSetBeforeProof(tx, input.userId)
        : { setBefore: [], removed: [] };
    const notice = proofNotice(input.userId, {
      setBefore: review.setBefore,
      removed: [...review.removed, ...removed],
    });
    if (notice) await postNotification(tx, notice);
    return true;
  });
  if (isRecorded) await grantStaffToProvenAdminEmails(db, input.adminEmails, input.userId);
  return isRecorded;
}

async function setPasswordHash(tx: Database, userId: string, passwordHash: string) {
  const updated = await tx
    .update(account)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .returning({ id: account.id });
  if (updated.length > 0) return;
  await tx.insert(account).values({
    id: crypto.randomUUID(),
    userId,
    accountId: userId,
    providerId: 'credential',
    password: passwordHash,
  });
}
