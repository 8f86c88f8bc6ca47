import { and, asc, desc, eq, gte, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { dailyCheckin, realmCompletion } from '../../db/schema/journey.ts';

const checkinColumns = {
  id: dailyCheckin.id,
  date: dailyCheckin.localDate,
  prompt: dailyCheckin.prompt,
  response: dailyCheckin.response,
  createdAt: dailyCheckin.createdAt,
};

/** One page of a creator's check-ins, newest first, older than `before` when given. */
export async function listCheckins(
  db: Database,
  input: { userId: string; before?: string; limit: number },
) {
  return db
    .select(checkinColumns)
    .from(dailyCheckin)
    .where(
      and(
        eq(dailyCheckin.userId, input.userId),
        input.before ? lt(dailyCheckin.localDate, input.before) : undefined,
      ),
    )
    .orderBy(desc(dailyCheckin.localDate))
    .limit(input.limit);
}

// The check-in's own statements, prepared: a check-in is a creator's commonest write.
const insertStatement = preparedFor((tx) =>
  tx
    .insert(dailyCheckin)
    .values({
      userId: sql.placeholder('userId'),
      localDate: sql.placeholder('localDate'),
      prompt: sql.placeholder('prompt'),
      response: sql.placeholder('response'),
      createdAt: sql.placeholder('createdAt'),
    })
    .onConflictDoNothing({ target: [dailyCheckin.userId, dailyCheckin.localDate] })
    .returning(checkinColumns)
    .prepare('insert_checkin_once_per_day'),
);

const latestWrittenAtStatement = preparedFor((tx) =>
  tx
    .select({ latest: max(dailyCheckin.createdAt) })
    .from(dailyCheckin)
    .where(eq(dailyCheckin.userId, sql.placeholder('userId')))
    .prepare('latest_checkin_written_at'),
);

/** Relies on the one-per-day unique key: a second check-in the same day inserts nothing. */
export async function insertCheckinOncePerDay(
  db: Database,
  input: { userId: string; localDate: string; prompt: string; response: string; createdAt: Date },
) {
  const [row] = await insertStatement(db).execute(input);
  return row;
}

/** When the creator wrote their most recent check-in (whatever day it counted for), if ever. */
export async function latestCheckinWrittenAt(db: Database, userId: string): Promise<Date | null> {
  const [row] = await latestWrittenAtStatement(db).execute({ userId });
  return row?.latest ?? null;
}

/** Every date the creator checked in, oldest first: what streaks are computed from. */
export async function listCheckinDates(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ date: dailyCheckin.localDate })
    .from(dailyCheckin)
    .where(eq(dailyCheckin.userId, userId))
    .orderBy(asc(dailyCheckin.localDate));
  return rows.map((row) => row.date);
}

/** The dates the creator checked in on since `from` (inclusive), oldest first: the calendar's days. */
export async function listCheckinDatesSince(
  db: Database,
  userId: string,
  from: string,
): Promise<string[]> {
  const rows = await db
    .select({ date: dailyCheckin.localDate })
    .from(dailyCheckin)
    .where(and(eq(dailyCheckin.userId, userId), gte(dailyCheckin.localDate, from)))
    .orderBy(asc(dailyCheckin.localDate));
  return rows.map((row) => row.date);
}

/** When the creator completed each realm: each earns a streak freeze. */
export async function listRealmCompletionTimes(db: Database, userId: string): Promise<Date[]> {
  const rows = await db
    .select({ completedAt: realmCompletion.completedAt })
    .from(realmCompletion)
    .where(eq(realmCompletion.userId, userId));
  return rows.map((row) => row.completedAt);
}
