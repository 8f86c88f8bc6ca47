import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { buddyNote } from '../../db/schema/buddies.ts';

/**
 * This week's note from one of a pair: written the first time, rewritten
 * after (one row per author per week, however many requests race).
 */
export async function upsertWeeklyNote(
  db: Database,
  note: { pairId: number; authorId: string; weekStart: string; writtenOn: string; text: string },
) {
  const [row] = await db
    .insert(buddyNote)
    .values(note)
    .onConflictDoUpdate({
      target: [buddyNote.pairId, buddyNote.authorId, buddyNote.weekStart],
      set: { text: note.text, writtenOn: note.writtenOn, updatedAt: sql`now()` },
    })
    .returning({
      id: buddyNote.id,
      weekStart: buddyNote.weekStart,
      writtenOn: buddyNote.writtenOn,
      text: buddyNote.text,
    });
  return row!;
}
