import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { standingNudge } from '../../db/schema/insights.ts';

export type StandingNudgeRow = typeof standingNudge.$inferSelect;

export async function insertStandingNudge(
  db: Database,
  row: typeof standingNudge.$inferInsert,
): Promise<StandingNudgeRow> {
  const [inserted] = await db.insert(standingNudge).values(row).returning();
  return inserted!;
}

/** The standing nudges not stopped, oldest first. */
export function listRunningStandingNudges(db: Database): Promise<StandingNudgeRow[]> {
  return db
    .select()
    .from(standingNudge)
    .where(isNull(standingNudge.stoppedAt))
    .orderBy(asc(standingNudge.id));
}

/** A standing nudge not yet stopped, its row locked. */
export async function findRunningStandingNudgeForUpdate(
  db: Database,
  id: number,
): Promise<StandingNudgeRow | null> {
  const [row] = await db
    .select()
    .from(standingNudge)
    .where(and(eq(standingNudge.id, id), isNull(standingNudge.stoppedAt)))
    .for('update');
  return row ?? null;
}

export async function markStandingNudgeStopped(db: Database, id: number, at: Date) {
  await db.update(standingNudge).set({ stoppedAt: at }).where(eq(standingNudge.id, id));
}

/**
 * Claims one standing nudge that last ran at or before `ranBy`: marks it run at `now` and
 * answers when it ran before, so creators on the list since then are the new ones. SKIP LOCKED
 * and the mark, in one statement, make one server run it however many there are.
 */
export async function claimDueStandingNudge(
  db: Database,
  input: { ranBy: Date; now: Date },
): Promise<{ id: number; previousRunAt: Date } | null> {
  const result = await db.execute(sql`
    with due as (
      select id, last_ran_at from ${standingNudge}
      where stopped_at is null and last_ran_at <= ${input.ranBy.toISOString()}::timestamptz
      order by id limit 1 for update skip locked
    )
    update ${standingNudge} s set last_ran_at = ${input.now.toISOString()}::timestamptz
    from due where s.id = due.id
    returning s.id, (extract(epoch from due.last_ran_at) * 1000)::float8 as previous_run_ms`);
  const [row] = rowsOf<{ id: number; previous_run_ms: number }>(result);
  return row ? { id: Number(row.id), previousRunAt: new Date(Number(row.previous_run_ms)) } : null;
}

export async function findStandingNudge(db: Database, id: number) {
  const [row] = await db.select().from(standingNudge).where(eq(standingNudge.id, id));
  return row ?? null;
}
