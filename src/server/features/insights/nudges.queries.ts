import { desc, eq } from 'drizzle-orm';
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
