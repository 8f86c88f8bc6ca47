import { eq, inArray, sql } from 'drizzle-orm';
import { staffRoles, type StaffRole } from '#shared/rules/staff-permissions.ts';
import type { Database } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { session, user } from '../db/schema/auth.ts';
import type { Role } from './staff-role.ts';

// The user table belongs to auth (better-auth writes most of it); features
// read and change a creator's row only through these functions.

const userStatements = preparedFor((db) => ({
  // Prepared: every `/api/me` (each app open) reads it after the session check.
  byId: db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      image: user.image,
      emailVerified: user.emailVerified,
      timeZone: user.timeZone,
      timeZoneFollowsDevice: user.timeZoneFollowsDevice,
      role: user.role,
      staffRoles: user.staffRoles,
    })
    .from(user)
    .where(eq(user.id, sql.placeholder('userId')))
    .prepare('user_by_id'),
}));

// Prepared: every check-in, and every other change of many rows of a creator, takes it first.
const lockStatement = preparedFor((tx) =>
  tx
    .select({ id: user.id })
    .from(user)
    .where(eq(user.id, sql.placeholder('userId')))
    .for('no key update')
    .prepare('lock_user_row'),
);

/** The creator's profile, by primary key (the session check reads only what authorises a request). */
export async function findUserById(db: Database, userId: string) {
  const [row] = await userStatements(db).byId.execute({ userId });
  return row;
}

/** Whether an address has an account (better-auth stores addresses in lower case). */
export async function findUserIdByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.toLowerCase()));
  return row?.id;
}

export async function updateTimeZone(db: Database, userId: string, timeZone: string) {
  await db.update(user).set({ timeZone, updatedAt: new Date() }).where(eq(user.id, userId));
}

/**
 * Serialises one creator's multi-row changes: concurrent requests queue on
 * their user row. FOR NO KEY UPDATE rather than FOR UPDATE: two callers still
 * queue on each other, but rows that merely reference the creator (a
 * notification for them) can be inserted meanwhile. With FOR UPDATE, the
 * weekly buddy nudge (holding a pair, notifying its members) and a realm
 * completion (holding its creator, ending that pair) would deadlock.
 */
export async function lockUserRow(tx: Database, userId: string) {
  await lockStatement(tx).execute({ userId });
}

/** lockUserRow for several creators at once, taken in id order so two callers never deadlock. */
export async function lockUserRows(tx: Database, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  await tx
    .select({ id: user.id })
    .from(user)
    .where(inArray(user.id, [...userIds]))
    .orderBy(user.id)
    .for('no key update');
}

export async function findStaffRoles(db: Database, userId: string): Promise<StaffRole[]> {
  const [row] = await db
    .select({ staffRoles: user.staffRoles })
    .from(user)
    .where(eq(user.id, userId));
  return row?.staffRoles ?? [];
}

/** Locks every admin's row, so two demotions at once cannot both see "another admin is left". */
export async function lockAdminRows(tx: Database): Promise<string[]> {
  const rows = await tx
    .select({ id: user.id })
    .from(user)
    .where(sql`'admin' = any(${user.staffRoles})`)
    .for('update');
  return rows.map((row) => row.id);
}

/** Sets the staff roles (in the order of `staffRoles`); none makes the account a creator. */
export async function setStaffRoles(
  db: Database,
  userId: string,
  roles: readonly StaffRole[],
): Promise<boolean> {
  const ordered = staffRoles.filter((role) => roles.includes(role));
  const rows = await db
    .update(user)
    .set({
      role: ordered.length > 0 ? 'staff' : 'creator',
      staffRoles: ordered,
      updatedAt: sql`now()`,
    })
    .where(eq(user.id, userId))
    .returning({ id: user.id });
  return rows.length > 0;
}

/** Who to write to, and on which clock: for the reminder scheduler. */
export function listContacts(db: Database, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: user.id, email: user.email, name: user.name, timeZone: user.timeZone })
    .from(user)
    .where(inArray(user.id, userIds));
}

/**
 * How each account among `userIds` that still exists is named to staff (its name, or its
 * address when it gave none), and its role; a deleted account is absent.
 */
export async function listNamesAndRoles(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, { name: string; role: Role }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(inArray(user.id, [...userIds]));
  return new Map(
    rows.map((row) => [row.id, { name: row.name.trim() || row.email, role: row.role as Role }]),
  );
}

/** Every account's id: everyone a realm-1 library addition is news to. */
export async function listUserIds(db: Database): Promise<string[]> {
  const rows = await db.select({ id: user.id }).from(user);
  return rows.map((row) => row.id);
}

/** Ends every session of the account; answers how many there were. */
export async function deleteSessionsOf(db: Database, userId: string): Promise<number> {
  const deleted = await db
    .delete(session)
    .where(eq(session.userId, userId))
    .returning({ id: session.id });
  return deleted.length;
}
