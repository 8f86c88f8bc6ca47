import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { libraryDefaultSeed, resource } from '../../db/schema/library.ts';

export async function hasDefaultSeed(db: Database, key: string): Promise<boolean> {
  const rows = await db
    .select({ key: libraryDefaultSeed.key })
    .from(libraryDefaultSeed)
    .where(eq(libraryDefaultSeed.key, key));
  return rows.length > 0;
}

/**
 * Inserts a default resource unless its key was ever seeded before, in one
 * transaction: of two processes starting at once, the second waits on the
 * key's row and then finds it taken. Returns the new resource's id, or null.
 */
export async function insertDefaultResource(
  db: Database,
  key: string,
  values: typeof resource.$inferInsert,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(libraryDefaultSeed)
      .values({ key })
      .onConflictDoNothing()
      .returning({ key: libraryDefaultSeed.key });
    if (claimed.length === 0) return null;
    const [row] = await tx.insert(resource).values(values).returning({ id: resource.id });
    await tx
      .update(libraryDefaultSeed)
      .set({ resourceId: row!.id })
      .where(eq(libraryDefaultSeed.key, key));
    return row!.id;
  });
}
