import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { signInFailure } from '../db/schema/sign-in-failures.ts';

export type SignInFailureRow = typeof signInFailure.$inferSelect;

/**
 * The address's row, created empty if missing, locked until the transaction
 * ends: parallel tries on one address queue here, each seeing the count the
 * one before it left.
 */
export async function lockFailureRow(
  tx: Database,
  addressKey: string,
  now: Date,
): Promise<SignInFailureRow> {
  await tx
    .insert(signInFailure)
    .values({ addressKey, failures: 0, lastFailureAt: now })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(signInFailure)
    .where(eq(signInFailure.addressKey, addressKey))
    .for('update');
  return row!;
}

export async function saveFailures(
  tx: Database,
  addressKey: string,
  values: Pick<SignInFailureRow, 'failures' | 'lastFailureAt' | 'pausedUntil' | 'lockNoticeSentAt'>,
) {
  await tx.update(signInFailure).set(values).where(eq(signInFailure.addressKey, addressKey));
}

/**
 * Marks the lock as told to the owner if the address is locked and nobody
 * has told them yet; true for exactly one caller per run of failures.
 */
export async function claimLockNotice(
  tx: Database,
  addressKey: string,
  lockAfterFailures: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(signInFailure)
    .set({ lockNoticeSentAt: now })
    .where(
      and(
        eq(signInFailure.addressKey, addressKey),
        gte(signInFailure.failures, lockAfterFailures),
        isNull(signInFailure.lockNoticeSentAt),
      ),
    )
    .returning({ addressKey: signInFailure.addressKey });
  return rows.length > 0;
}

export async function deleteFailures(db: Database, addressKey: string) {
  await db.delete(signInFailure).where(eq(signInFailure.addressKey, addressKey));
}

export async function deleteFailuresBefore(db: Database, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(signInFailure)
    .where(lt(signInFailure.lastFailureAt, cutoff))
    .returning({ addressKey: signInFailure.addressKey });
  return rows.length;
}
