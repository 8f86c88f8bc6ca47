import type { CsvCell } from '../../http/csv.ts';
import type { getFunnel, getStall, listAtRisk, listQuietBuddyPairs } from './insights.service.ts';

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
    ['Name', 'Email', 'Joined', 'Since', 'Current quest', 'Streak that broke (days)'],
    ...list.items.map((item) => [
      item.name,
      item.email,
      item.joinedAt,
      item.since,
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
