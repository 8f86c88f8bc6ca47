import type { Database } from '../../db/client.ts';
import { dailyCheckin } from '../../db/schema/journey.ts';

/** Relies on the one-per-day unique key: a second check-in the same day inserts nothing. */
export async function insertCheckinOncePerDay(
  db: Database,
  input: { userId: string; localDate: string; prompt: string; response: string },
) {
  const [row] = await db
    .insert(dailyCheckin)
    .values(input)
    .onConflictDoNothing({ target: [dailyCheckin.userId, dailyCheckin.localDate] })
    .returning({
      id: dailyCheckin.id,
      date: dailyCheckin.localDate,
      prompt: dailyCheckin.prompt,
      response: dailyCheckin.response,
      createdAt: dailyCheckin.createdAt,
    });
  return row;
}
