import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { user } from '../db/schema/auth.ts';

export type Role = (typeof user.role.enumValues)[number];

/**
 * ADMIN_EMAILS is the bootstrap of staff, but only for addresses proven to
 * belong to the person: an unverified sign-up with a listed address gets
 * nothing (decision 006). Called after an email is verified (or an account is
 * created verified by a provider) and once at start, for addresses listed
 * after their owner verified.
 */
export async function grantStaffToVerifiedAdminEmails(
  db: Database,
  adminEmails: ReadonlySet<string>,
  userId?: string,
): Promise<void> {
  if (adminEmails.size === 0) return;
  await db
    .update(user)
    .set({ role: 'staff', updatedAt: new Date() })
    .where(
      and(
        eq(user.emailVerified, true),
        eq(user.role, 'creator'),
        inArray(sql`lower(${user.email})`, [...adminEmails]),
        userId ? eq(user.id, userId) : undefined,
      ),
    );
}

/** The operator's explicit step (`npm run staff:grant EMAIL`); false when no account has that email. */
export async function grantStaffByEmail(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ role: 'staff', updatedAt: new Date() })
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .returning({ id: user.id });
  return rows.length > 0;
}
