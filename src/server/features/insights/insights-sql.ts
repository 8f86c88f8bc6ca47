import { sql, type SQL } from 'drizzle-orm';
import { localDateIn } from '#shared/rules/calendar.ts';
import { timeZoneNames } from '#shared/rules/time-zones.ts';
import { cohortMember } from '../../db/schema/cohorts.ts';

/**
 * Which creators a view counts: those who signed up in [from, to) (UTC; null: no bound) and,
 * with `cohortId`, are members of that programme cohort now.
 */
export type Population = { from: Date | null; to: Date | null; cohortId: number | null };

/** A quest or final task creators can walk now, in the order the realm lists it. */
export type LiveTask = { questId: string; realmId: number; position: number };

/**
 * The population as a condition on a creator's sign-up instant and id columns
 * (`c.signed_up_at`, `c.user_id`, say). Membership is a semi-join on cohort_member's primary
 * key, read live: moving a creator marks them stale (migration 0027), so kept answers follow.
 * A rollup table that keeps the cohort a creator was counted in names it as `cohortId` and is
 * filtered on it: a view catches the rollup up before it counts (counted-views.ts), so after
 * a move the creator's rows hold their new cohort by then.
 */
export function inPopulation(
  population: Population,
  columns: { signedUpAt: SQL; userId: SQL; cohortId?: SQL },
): SQL {
  const parts = [sql`true`];
  if (population.from)
    parts.push(sql`${columns.signedUpAt} >= ${population.from.toISOString()}::timestamptz`);
  if (population.to)
    parts.push(sql`${columns.signedUpAt} < ${population.to.toISOString()}::timestamptz`);
  if (population.cohortId !== null)
    parts.push(
      columns.cohortId
        ? sql`${columns.cohortId} = ${population.cohortId}`
        : memberOf(population.cohortId, columns.userId),
    );
  return sql.join(parts, sql` and `);
}

/**
 * The creator in `userId` is a member of the cohort. As `= any(array(…))`, not `exists`: the
 * members' ids become one array the facts' primary keys are probed with (a cohort of 2,000
 * in 100,000 creators: 16–77 ms a view, not a hash join over every creator's row at 57–144 ms).
 */
export const memberOf = (cohortId: number, userId: SQL) =>
  sql`${userId} = any(array(select m.user_id from ${cohortMember} m where m.cohort_id = ${cohortId}))`;

/**
 * The population as a condition on a sign-up day column: its bounds are whole UTC days, so
 * the counts keyed by sign-up day select exactly the same creators.
 */
export function signupDayIn(population: Population, column: SQL): SQL {
  const parts = [sql`true`];
  if (population.from) parts.push(sql`${column} >= ${utcDayOf(population.from)}::date`);
  if (population.to) parts.push(sql`${column} < ${utcDayOf(population.to)}::date`);
  return sql.join(parts, sql` and `);
}

export const utcDayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** A PostgreSQL array literal: one parameter for a whole column of a batch. */
export function arrayLiteral(values: readonly (string | number | null)[]): string {
  const items = values.map((value) =>
    value === null
      ? 'NULL'
      : typeof value === 'number'
        ? String(value)
        : `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}

/**
 * The date it is at `now` on each creator's own calendar: `join` goes after the table whose
 * `zoneColumn` it reads, `today` is the date. Worked out by Intl for every listed zone, as the
 * app's own days are. A zone not listed (stored before zones were checked) counts in UTC:
 * SQL's `at time zone` would fail the whole view for one such row.
 */
export function creatorToday(now: Date, zoneColumn: SQL): { join: SQL; today: SQL } {
  const zones = sql`${arrayLiteral(timeZoneNames)}::text[]`;
  const days = sql`${arrayLiteral(timeZoneNames.map((zone) => localDateIn(zone, now)))}::date[]`;
  return {
    join: sql`left join unnest(${zones}, ${days}) as zone_today(zone, today)
      on zone_today.zone = ${zoneColumn}`,
    today: sql`coalesce(zone_today.today, ${utcDayOf(now)}::date)`,
  };
}

/** Days between two instants, as a number, for medians. */
export const daysBetween = (later: SQL, earlier: SQL) =>
  sql`extract(epoch from (${later} - ${earlier})) / 86400.0`;

/** A `timestamptz` or `date` from either driver: a Date, or its text. */
export type Dated = Date | string;

export const dateOrNull = (value: Dated | null) => (value === null ? null : new Date(value));
