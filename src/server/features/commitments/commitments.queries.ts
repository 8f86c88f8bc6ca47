import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { weeklyCommitment } from '../../db/schema/journey.ts';

/** Writes the week's line, or rewrites it: one row per creator and week, whatever the race. */
export async function upsertCommitment(
  db: Database,
  input: { userId: string; weekStart: string; text: string; now: Date },
) {
  const [row] = await db
    .insert(weeklyCommitment)
    .values({ ...input, updatedAt: input.now })
    .onConflictDoUpdate({
      target: [weeklyCommitment.userId, weeklyCommitment.weekStart],
      set: { text: sql`excluded.text`, updatedAt: sql`excluded.updated_at` },
    })
    .returning({ weekStart: weeklyCommitment.weekStart, text: weeklyCommitment.text });
  return row!;
}
