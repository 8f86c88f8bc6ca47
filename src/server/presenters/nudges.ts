import type { StandingNudgeRow } from '../features/insights/standing-nudges.queries.ts';

/* Staff's standing nudges as the console lists them (decision 044). */

export const presentStandingNudge = (row: StandingNudgeRow) => ({
  id: row.id,
  list: row.list,
  message: row.message,
  templateLabel: row.templateLabel,
  holdoutPercent: row.holdoutPercent,
  createdByEmail: row.createdByEmail,
  createdAt: row.createdAt,
  lastRanAt: row.lastRanAt,
});

export const presentStandingNudges = (answer: { items: StandingNudgeRow[] }) => ({
  items: answer.items.map(presentStandingNudge),
});
