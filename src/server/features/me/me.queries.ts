import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';

export async function updateTimeZone(db: Database, userId: string, timeZone: string) {
  await db.update(user).set({ timeZone, updatedAt: new Date() }).where(eq(user.id, userId));
}
