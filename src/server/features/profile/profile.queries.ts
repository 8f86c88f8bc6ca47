import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { creatorProfile, shippingAddress } from '../../db/schema/profile.ts';

/** The profile page's fields: the name and picture from `user`, the rest from `creator_profile`. */
export async function findProfile(db: Database, userId: string) {
  const [row] = await db
    .select({
      name: user.name,
      email: user.email,
      image: user.image,
      bio: sql<string>`coalesce(${creatorProfile.bio}, '')`,
      links: sql<string[]>`coalesce(${creatorProfile.links}, '[]'::jsonb)`,
      avatarKey: creatorProfile.avatarKey,
    })
    .from(user)
    .leftJoin(creatorProfile, eq(creatorProfile.userId, user.id))
    .where(eq(user.id, userId));
  return row;
}

export async function upsertProfileText(
  db: Database,
  userId: string,
  text: { bio: string; links: string[] },
) {
  await db
    .insert(creatorProfile)
    .values({ userId, ...text })
    .onConflictDoUpdate({
      target: creatorProfile.userId,
      set: { ...text, updatedAt: new Date() },
    });
}

/**
 * Locks the creator's profile row, made first if there is none so that
 * `FOR UPDATE` has a row to lock, and answers its avatar key. Every change
 * to a profile takes it before the user row: taken in the other order by
 * some, a profile save and an avatar change at once deadlocked on PostgreSQL.
 */
export async function lockProfileRow(tx: Database, userId: string) {
  await tx.insert(creatorProfile).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select({ avatarKey: creatorProfile.avatarKey })
    .from(creatorProfile)
    .where(eq(creatorProfile.userId, userId))
    .for('update');
  return row;
}

/**
 * Sets the avatar file's key and answers the one it replaced: concurrent
 * uploads take turns on the profile row, and each learns which file it replaced.
 */
export async function swapAvatarKey(
  tx: Database,
  userId: string,
  avatarKey: string | null,
): Promise<string | null> {
  const previous = await lockProfileRow(tx, userId);
  await tx
    .update(creatorProfile)
    .set({ avatarKey, updatedAt: new Date() })
    .where(eq(creatorProfile.userId, userId));
  return previous?.avatarKey ?? null;
}

export async function findAvatarKey(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ avatarKey: creatorProfile.avatarKey })
    .from(creatorProfile)
    .where(eq(creatorProfile.userId, userId));
  return row?.avatarKey ?? null;
}

/** Which of these stored files is someone's avatar (for the sweep of unnamed files). */
export async function listReferencedAvatarKeys(db: Database, fileKeys: string[]) {
  const rows = await db
    .select({ avatarKey: creatorProfile.avatarKey })
    .from(creatorProfile)
    .where(inArray(creatorProfile.avatarKey, fileKeys));
  return rows.map((row) => row.avatarKey!);
}

const addressColumns = {
  name: shippingAddress.name,
  address: shippingAddress.address,
  city: shippingAddress.city,
  state: shippingAddress.state,
  zipCode: shippingAddress.zipCode,
  updatedAt: shippingAddress.updatedAt,
};

export async function findShippingAddress(db: Database, userId: string) {
  const [row] = await db
    .select(addressColumns)
    .from(shippingAddress)
    .where(eq(shippingAddress.userId, userId));
  return row;
}

export async function upsertShippingAddress(
  db: Database,
  userId: string,
  address: { name: string; address: string; city: string; state: string; zipCode: string },
) {
  const [row] = await db
    .insert(shippingAddress)
    .values({ userId, ...address })
    .onConflictDoUpdate({
      target: shippingAddress.userId,
      set: { ...address, updatedAt: new Date() },
    })
    .returning(addressColumns);
  return row!;
}

/** Answers whether there was an address. */
export async function deleteShippingAddress(db: Database, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(shippingAddress)
    .where(eq(shippingAddress.userId, userId))
    .returning({ userId: shippingAddress.userId });
  return deleted.length > 0;
}
