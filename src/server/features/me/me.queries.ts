import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';

/** The creator's profile, by primary key (the session check reads only what authorises a request). */
export async function findUserById(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      image: user.image,
      emailVerified: user.emailVerified,
      timeZone: user.timeZone,
    })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

export async function updateTimeZone(db: Database, userId: string, timeZone: string) {
  await db.update(user).set({ timeZone, updatedAt: new Date() }).where(eq(user.id, userId));
}
