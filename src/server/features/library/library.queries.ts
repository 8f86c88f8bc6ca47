import { and, asc, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { libraryUnlock, resource } from '../../db/schema/library.ts';

export type ResourceRow = typeof resource.$inferSelect;
type ResourceValues = typeof resource.$inferInsert;

/** Every resource not deleted, oldest first (the original's order). */
export async function listActiveResources(db: Database): Promise<ResourceRow[]> {
  return db
    .select()
    .from(resource)
    .where(eq(resource.isActive, true))
    .orderBy(asc(resource.createdAt), asc(resource.id));
}

/** A resource whether or not it was deleted (staff may still fetch a deleted one's file). */
export async function findResource(db: Database, resourceId: string) {
  const [row] = await db.select().from(resource).where(eq(resource.id, resourceId));
  return row;
}

export async function findActiveResource(db: Database, resourceId: string) {
  const [row] = await db
    .select()
    .from(resource)
    .where(and(eq(resource.id, resourceId), eq(resource.isActive, true)));
  return row;
}

export async function insertResource(db: Database, values: ResourceValues): Promise<ResourceRow> {
  const [row] = await db.insert(resource).values(values).returning();
  return row!;
}

/** Changes a resource that is not deleted; undefined when there is none. */
export async function updateActiveResource(
  db: Database,
  resourceId: string,
  changes: Partial<ResourceValues>,
): Promise<ResourceRow | undefined> {
  const [row] = await db
    .update(resource)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(resource.id, resourceId), eq(resource.isActive, true)))
    .returning();
  return row;
}

/** Soft delete: only the request that finds it active deletes it. */
export async function deactivateResource(db: Database, resourceId: string): Promise<boolean> {
  const rows = await db
    .update(resource)
    .set({ isActive: false, updatedAt: sql`now()` })
    .where(and(eq(resource.id, resourceId), eq(resource.isActive, true)))
    .returning({ id: resource.id });
  return rows.length > 0;
}

/**
 * Points a resource at a newly stored file. Run it in a transaction: the row
 * is locked, so concurrent replacements each learn exactly which key they
 * replaced. Undefined when the resource is gone.
 */
export async function swapResourceFile(
  tx: Database,
  resourceId: string,
  file: { fileKey: string; fileName: string; fileSize: number; contentType: string },
): Promise<{ row: ResourceRow; replacedKey: string | null } | undefined> {
  const [current] = await tx
    .select({ fileKey: resource.fileKey })
    .from(resource)
    .where(and(eq(resource.id, resourceId), eq(resource.isActive, true)))
    .for('update');
  if (!current) return undefined;
  const row = await updateActiveResource(tx, resourceId, file);
  return { row: row!, replacedKey: current.fileKey };
}

export async function countActiveResourcesInRealm(db: Database, realmId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(resource)
    .where(and(eq(resource.realmId, realmId), eq(resource.isActive, true)));
  return row?.total ?? 0;
}

export async function insertLibraryUnlock(db: Database, userId: string, realmId: number) {
  await db.insert(libraryUnlock).values({ userId, realmId }).onConflictDoNothing();
}

/** Sections opened for this creator that they have not yet been shown, with how many resources each holds now. */
export async function listUnseenUnlocks(db: Database, userId: string) {
  return db
    .select({ realmId: libraryUnlock.realmId, resourceCount: count(resource.id) })
    .from(libraryUnlock)
    .innerJoin(
      resource,
      and(eq(resource.realmId, libraryUnlock.realmId), eq(resource.isActive, true)),
    )
    .where(and(eq(libraryUnlock.userId, userId), isNull(libraryUnlock.seenAt)))
    .groupBy(libraryUnlock.realmId)
    .orderBy(asc(libraryUnlock.realmId));
}

export async function markLibraryUnlockSeen(db: Database, userId: string, realmId: number) {
  await db
    .update(libraryUnlock)
    .set({ seenAt: sql`now()` })
    .where(
      and(
        eq(libraryUnlock.userId, userId),
        eq(libraryUnlock.realmId, realmId),
        isNull(libraryUnlock.seenAt),
      ),
    );
}

/** Resources deleted (soft) before `cutoff`, whose rows and files a purge may remove. */
export async function listResourcesDeletedBefore(db: Database, cutoff: Date) {
  return db
    .select({ id: resource.id, fileKey: resource.fileKey })
    .from(resource)
    .where(and(eq(resource.isActive, false), lt(resource.updatedAt, cutoff)));
}

export async function deleteInactiveResource(db: Database, resourceId: string) {
  await db.delete(resource).where(and(eq(resource.id, resourceId), eq(resource.isActive, false)));
}

/**
 * Which of these stored files a resource names, deleted ones included (their
 * files stay until a purge), for the sweep of unnamed files.
 */
export async function listReferencedResourceKeys(db: Database, fileKeys: string[]) {
  const rows = await db
    .select({ fileKey: resource.fileKey })
    .from(resource)
    .where(inArray(resource.fileKey, fileKeys));
  return rows.map((row) => row.fileKey!);
}
