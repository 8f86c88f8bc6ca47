import {
  cohortLengthInWeeks,
  cohortRealmOpensAt,
  cohortWeekAt,
  joinRefusalOf,
} from '#shared/rules/cohorts.ts';
import { REALM_COUNT } from '#shared/rules/curriculum.ts';
import type { CohortRow } from '../features/cohorts/cohorts.queries.ts';

/* Cohorts (decision 045): as staff see them, as a member sees their own, as a join link shows one. */

const realmIds = Array.from({ length: REALM_COUNT }, (_, index) => index + 1);

/** Each realm's opening for the cohort. */
const openingsOf = (row: CohortRow) =>
  realmIds.map((realmId) => ({
    realmId,
    opensAt: cohortRealmOpensAt(row, realmId).toISOString(),
  }));

export function presentCohortForStaff(row: CohortRow, memberCount: number, now: Date) {
  return {
    id: row.id,
    name: row.name,
    startsAt: row.startsAt.toISOString(),
    startsTimeZone: row.startsTimeZone,
    capacity: row.capacity,
    pace: row.pace,
    realmWeeks: row.realmWeeks,
    closesAtStart: row.closesAtStart,
    joinCode: row.joinCode,
    memberCount,
    week: cohortWeekAt(row, now),
    weeks: cohortLengthInWeeks(row),
    joinRefusal: joinRefusalOf(row, memberCount, now),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a join link shows before joining: the cohort's name and dates, never its members. */
export function presentJoinPreview(row: CohortRow, memberCount: number, now: Date) {
  return {
    name: row.name,
    startsAt: row.startsAt.toISOString(),
    startsTimeZone: row.startsTimeZone,
    pace: row.pace,
    weeks: cohortLengthInWeeks(row),
    joinRefusal: joinRefusalOf(row, memberCount, now),
  };
}

/**
 * A member's own cohort: its week, each realm's opening, and how many members stand at each
 * realm (`realmsCompleted` 0…10, 10 for those who finished) — counts, never names.
 */
export function presentMyCohort(
  row: CohortRow,
  input: { now: Date; memberCount: number; spread: { completed: number; creators: number }[] },
) {
  const openings = openingsOf(row);
  const next = openings.find((opening) => new Date(opening.opensAt) > input.now) ?? null;
  return {
    id: row.id,
    name: row.name,
    startsAt: row.startsAt.toISOString(),
    startsTimeZone: row.startsTimeZone,
    pace: row.pace,
    week: cohortWeekAt(row, input.now),
    weeks: cohortLengthInWeeks(row),
    hasStarted: input.now >= row.startsAt,
    nextOpening: row.pace === 'paced' || row.startsAt > input.now ? next : null,
    openings: row.pace === 'paced' ? openings : openings.slice(0, 1),
    memberCount: input.memberCount,
    realmSpread: [...input.spread].sort((a, b) => a.completed - b.completed),
  };
}
