import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { account, user } from '../db/schema/auth.ts';

// The parts of the user row a creator edits on their profile and settings
// pages (better-auth owns the rest of the row; see users.queries.ts).

export async function updateDisplayName(db: Database, userId: string, name: string) {
  await db.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
}

/** `image` is the app path the avatar is served from, or null for initials. */
export async function updateImage(db: Database, userId: string, image: string | null) {
  await db.update(user).set({ image, updatedAt: new Date() }).where(eq(user.id, userId));
}

export async function updateTimeZoneSetting(
  db: Database,
  userId: string,
  setting: { timeZone: string; followsDevice: boolean },
) {
  await db
    .update(user)
    .set({
      timeZone: setting.timeZone,
      timeZoneFollowsDevice: setting.followsDevice,
      updatedAt: new Date(),
    })
    .where(eq(user.id, userId));
}

/** Whether the creator signs in with a password (and so must give it to delete their account). */
export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: account.id })
    .from(account)
    .where(
      and(
        eq(account.userId, userId),
        eq(account.providerId, 'credential'),
        isNotNull(account.password),
      ),
    );
  return rows.length > 0;
}
