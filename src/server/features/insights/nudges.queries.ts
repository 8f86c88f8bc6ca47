import { and, desc, eq, gt, inArray, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { nudge } from '../../db/schema/insights.ts';

export async function findLatestNudgeAt(db: Database, recipientId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: nudge.createdAt })
    .from(nudge)
    .where(eq(nudge.recipientId, recipientId))
    .orderBy(desc(nudge.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

export async function insertNudge(
  db: Database,
  row: { recipientId: string; sentBy: string; message: string; createdAt: Date },
): Promise<number> {
  const [inserted] = await db.insert(nudge).values(row).returning({ id: nudge.id });
  return inserted!.id;
}

/** The latest nudge of each of `userIds` sent after `since` (creators with none are absent). */
export async function findNudgedSince(
  db: Database,
  input: { userIds: readonly string[]; since: Date },
): Promise<Map<string, Date>> {
  if (input.userIds.length === 0) return new Map();
  const rows = await db
    .select({ recipientId: nudge.recipientId, latest: max(nudge.createdAt) })
    .from(nudge)
    .where(and(inArray(nudge.recipientId, [...input.userIds]), gt(nudge.createdAt, input.since)))
    .groupBy(nudge.recipientId);
  return new Map(rows.flatMap((row) => (row.latest ? [[row.recipientId, row.latest]] : [])));
}
