import { and, asc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questAnswer } from '../../db/schema/journey.ts';
import { creatorProfile } from '../../db/schema/profile.ts';
import { addressIsTheirs, type CreatorTable } from './creator-tables.ts';

// The export is a read model over every table that holds a creator's rows
// (found by walking the schema, creator-tables.ts); it writes none of them.

export type Creator = { id: string; email: string };
export type ExportedRow = Record<string, unknown>;

function belongsTo(entry: CreatorTable, creator: Creator): SQL | undefined {
  if (entry.scope) return entry.scope(creator.id).where;
  return or(
    ...entry.idColumns.map((column) => eq(column, creator.id)),
    ...entry.emailColumns.map((column) =>
      and(
        eq(sql`lower(${column})`, creator.email.toLowerCase()),
        addressIsTheirs(creator.id, entry.addressDateColumn!),
      ),
    ),
  );
}

/** Rows after `after` (the previous page's last key), in primary-key order. */
function afterKey(entry: CreatorTable, after: unknown[] | undefined): SQL | undefined {
  if (!after) return undefined;
  const columns = sql.join(entry.keyColumns, sql`, `);
  const values = sql.join(
    after.map((value) => sql`${value}`),
    sql`, `,
  );
  return sql`(${columns}) > (${values})`;
}

/** One page of a table's rows of this creator; the caller pages on until a short page. */
export async function listRowsPage(
  db: Database,
  entry: CreatorTable,
  input: { creator: Creator; after?: unknown[]; limit: number },
): Promise<ExportedRow[]> {
  return (await db
    .select({ ...entry.exportedColumns, ...entry.scope?.(input.creator.id).columns })
    .from(entry.table)
    .where(and(belongsTo(entry, input.creator), afterKey(entry, input.after)))
    .orderBy(...entry.keyColumns.map((column) => asc(column)))
    .limit(input.limit)) as ExportedRow[];
}

/** The creator's files in the store: worksheets and the avatar. */
export async function listCreatorFiles(db: Database, userId: string) {
  const worksheets = await db
    .select({
      questId: questAnswer.questId,
      fileKey: questAnswer.fileKey,
      fileName: questAnswer.fileName,
    })
    .from(questAnswer)
    .where(and(eq(questAnswer.userId, userId), isNotNull(questAnswer.fileKey)))
    .orderBy(asc(questAnswer.questId));
  const [profile] = await db
    .select({ avatarKey: creatorProfile.avatarKey })
    .from(creatorProfile)
    .where(eq(creatorProfile.userId, userId));
  return {
    worksheets: worksheets.map((row) => ({
      questId: row.questId,
      fileKey: row.fileKey!,
      fileName: row.fileName ?? 'worksheet',
    })),
    avatarKey: profile?.avatarKey ?? null,
  };
}
