import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { StaffRole } from '#shared/rules/staff-permissions.ts';
import { user } from '../db/schema/auth.ts';

export type Role = (typeof user.role.enumValues)[number];

/**
 * ADMIN_EMAILS is the bootstrap of staff (each listed address becomes an admin), but only for an account whose
 * holder proved the address and the credential together (`email_proven_at`,
 * decision 006): an unverified sign-up gets nothing, and neither does an
 * address merely confirmed as the new email of someone else's account.
 * Called after such a proof (see address-proof.ts, or an account a provider
 * created with a verified address) and once at start, for addresses listed
 * after their owner proved them.
 */
export async function grantStaffToProvenAdminEmails(
  db: Database,
  adminEmails: ReadonlySet<string>,
  userId?: string,
): Promise<void> {
  if (adminEmails.size === 0) return;
  await db
    .update(user)
    .set({ role: 'staff', staffRoles: ['admin'], updatedAt: new Date() })
    .where(
      and(
        isNotNull(user.emailProvenAt),
        eq(user.role, 'creator'),
        inArray(sql`lower(${user.email})`, [...adminEmails]),
        userId ? eq(user.id, userId) : undefined,
      ),
    );
}

/**
 * The operator's explicit step (`npm run staff:grant EMAIL`): the account becomes an admin,
 * keeping any other role it holds. False when no account has that email.
 */
export async function grantStaffByEmail(db: Database, email: string): Promise<boolean> {
  return grantRolesByEmail(db, email, ['admin']);
}

/** Adds staff roles to the account with this email (tests and the operator's grant). */
export async function grantRolesByEmail(
  db: Database,
  email: string,
  roles: readonly StaffRole[],
): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({
      role: 'staff',
      staffRoles: sql`array(select distinct unnest(${user.staffRoles} || ${sql.param([...roles])}::text[]) order by 1)`,
      updatedAt: new Date(),
    })
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .returning({ id: user.id });
  return rows.length > 0;
}
