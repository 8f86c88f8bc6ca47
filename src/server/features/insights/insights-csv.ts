import { LAST_ACTIVE_LABEL } from '#shared/rules/last-active.ts';
import { compareColumns } from '#shared/schemas/insights.ts';
import type { CsvCell } from '../../http/csv.ts';
import type { getActivity, getRetention } from './activity.service.ts';
import type { getComebacks } from './comebacks.service.ts';
import type { compareCohorts } from './compare.service.ts';
import type { listAtRisk, listQuietBuddyPairs } from './at-risk.service.ts';
import type { getFunnel, getStall } from './insights.service.ts';
import type { getNudgeResults } from './nudge-results.service.ts';
import type { getOperations, listAllOverdueClaims } from './operations.service.ts';
import type { getReviewInsights } from './review-insights.service.ts';

// Each view's table as CSV rows, headings first: the same numbers the console shows.

const percent = (ratio: number | null) => (ratio === null ? null : Math.round(ratio * 1000) / 10);
const days = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export function funnelCsvRows(funnel: Awaited<ReturnType<typeof getFunnel>>): CsvCell[][] {
  return [
    ['Step', 'Creators', 'Conversion from the step before (%)', 'Median days from the step before'],
    ...funnel.steps.map((step) => [
      step.label,
      step.count,
      percent(step.conversion),
      days(step.medianDays),
    ]),
  ];
}

export function stallCsvRows(stall: Awaited<ReturnType<typeof getStall>>): CsvCell[][] {
  return [
    [
      'Realm',
      'Quest',
      'Reached',
      'Completed',
      'Median days to complete',
      'Active creators on it now',
    ],
    ...stall.realms.flatMap((realm) =>
      realm.tasks.map((task) => [
        `${realm.id}: ${realm.title}`,
        task.title,
        task.reached,
        task.completed,
        days(task.medianDays),
        task.sittingNow,
      ]),
    ),
  ];
}

export function atRiskCsvRows(list: Awaited<ReturnType<typeof listAtRisk>>): CsvCell[][] {
  return [
    [
      'Name',
      'Email',
      'Joined',
      'Since',
      LAST_ACTIVE_LABEL,
      'Current quest',
      'Streak that broke (days)',
    ],
    ...list.items.map((item) => [
      item.name,
      item.email,
      item.joinedAt,
      item.since,
      item.lastActiveAt,
      item.currentQuest?.title,
      item.streakLength,
    ]),
  ];
}

export function quietPairsCsvRows(
  list: Awaited<ReturnType<typeof listQuietBuddyPairs>>,
): CsvCell[][] {
  return [
    ['Pair', 'First creator', 'Second creator', 'Paired at', 'Last note at'],
    ...list.items.map((pair) => [
      pair.id,
      pair.first.name,
      pair.second.name,
      pair.pairedAt,
      pair.lastNoteAt,
    ]),
  ];
}

export function retentionCsvRows(retention: Awaited<ReturnType<typeof getRetention>>): CsvCell[][] {
  return [
    [
      'Sign-up week (Monday)',
      'Creators',
      ...Array.from({ length: retention.weeks }, (_, week) => `Week ${week} active (%)`),
    ],
    ...retention.cohorts.map((cohort) => [
      cohort.week,
      cohort.creators,
      ...cohort.cells.map((cell) => percent(cell.share)),
    ]),
  ];
}

export function activityCsvRows(activity: Awaited<ReturnType<typeof getActivity>>): CsvCell[][] {
  return [
    ['Day (UTC)', 'Active creators', 'Check-ins'],
    ...activity.days.map((day) => [day.day, day.activeCreators, day.checkins]),
  ];
}

export function streaksCsvRows(activity: Awaited<ReturnType<typeof getActivity>>): CsvCell[][] {
  return [
    ['Streak today', 'Creators'],
    ...activity.streaks.map((bucket) => [bucket.label, bucket.creators]),
  ];
}

export function operationsCsvRows(
  operations: Awaited<ReturnType<typeof getOperations>>,
): CsvCell[][] {
  const { kits, emails } = operations;
  return [
    ['Figure', 'Value'],
    ...Object.entries(kits.byStatus).map(([status, count]) => [`Kit claims ${status}`, count]),
    ['Median days from claim to shipped', days(kits.medianDaysToShip)],
    ['Oldest pending claim', kits.oldestPendingAt],
    ['Overdue claims', kits.overdue],
    ['Emails failed in the last 7 days', emails.failedThisWeek],
  ];
}

export function overdueClaimsCsvRows(
  overdue: Awaited<ReturnType<typeof listAllOverdueClaims>>,
): CsvCell[][] {
  return [
    ['Claim', 'Name on the claim', 'Realm', 'Status', 'Claimed at', 'Packed at'],
    ...overdue.map((claim) => [
      claim.id,
      claim.name,
      claim.realmId,
      claim.status,
      claim.claimedAt,
      claim.packedAt,
    ]),
  ];
}

export function reviewsCsvRows(
  reviews: Awaited<ReturnType<typeof getReviewInsights>>,
): CsvCell[][] {
  return [
    [
      'Realm',
      'Next realm',
      'Creators with feedback',
      'With feedback: completed the next realm',
      'With feedback: completed (%)',
      'Creators without feedback',
      'Without feedback: completed the next realm',
      'Without feedback: completed (%)',
    ],
    ...reviews.nextRealm.map((row) => [
      `${row.realm.id}: ${row.realm.title}`,
      `${row.nextRealm.id}: ${row.nextRealm.title}`,
      row.withFeedback.creators,
      row.withFeedback.completedNext,
      percent(row.withFeedback.share),
      row.withoutFeedback.creators,
      row.withoutFeedback.completedNext,
      percent(row.withoutFeedback.share),
    ]),
  ];
}

export function comebacksCsvRows(comebacks: Awaited<ReturnType<typeof getComebacks>>): CsvCell[][] {
  return [
    [
      'Week (Monday)',
      'Comebacks',
      'Streaks earned back',
      'Freezes used',
      'Creators nudged',
      'Nudged: active again within 7 days',
      'Nudged: active again within 7 days (%)',
    ],
    ...comebacks.weeks.map((week) => [
      week.weekStart,
      week.comebacks,
      week.streaksEarnedBack,
      week.freezesUsed,
      week.nudged,
      week.nudgedBack,
      percent(week.nudgedBackShare),
    ]),
  ];
}

export function nudgeResultsCsvRows(
  results: Awaited<ReturnType<typeof getNudgeResults>>,
): CsvCell[][] {
  return [
    [
      'Template',
      'Nudges to a list',
      'Nudged',
      'Nudged: active again within 7 days',
      'Nudged: active again within 7 days (%)',
      'Held back',
      'Held back: active again within 7 days',
      'Held back: active again within 7 days (%)',
      'Difference (points)',
      '95% interval from (points)',
      '95% interval to (points)',
      'Reading',
    ],
    ...[...results.templates, results.overall].map((row) => [
      row.label,
      row.batches,
      row.nudged,
      row.nudgedBack,
      percent(row.nudgedBackShare),
      row.heldBack,
      row.heldBackBack,
      percent(row.heldBackBackShare),
      percent(row.difference),
      percent(row.low),
      percent(row.high),
      row.verdict,
    ]),
  ];
}

/** Cohorts compared: one row per cohort and step, quest or week. */
export function compareCsvRows(compare: Awaited<ReturnType<typeof compareCohorts>>): CsvCell[][] {
  const columns = compareColumns[compare.view];
  return [
    ['Cohort', columns.label, columns.count, columns.of, 'Share (%)', 'Median days'],
    ...compare.cohorts.flatMap((cohort) =>
      cohort.rows.map((row) => [
        cohort.name,
        row.label,
        row.count,
        row.of,
        percent(row.share),
        days(row.medianDays),
      ]),
    ),
  ];
}
