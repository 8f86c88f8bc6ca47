/** The rows of one creator that count as activity (see #shared/rules/last-active.ts). */
export type ActivityRows = {
  answers: { questId: string; realmId: number; updatedAt: Date; completedAt: Date | null }[];
  checkins: { localDate: string; createdAt: Date }[];
  notes: { createdAt: Date; updatedAt: Date }[];
};

/**
 * Every moment the creator did something in the programme: a check-in written, an answer
 * saved or completed, a buddy note written or rewritten. The one definition of activity:
 * the insights' active days and every "last active" come from it.
 */
export function activityOf(rows: ActivityRows): Date[] {
  return [
    ...rows.checkins.map((checkin) => checkin.createdAt),
    ...rows.answers.flatMap((answer) =>
      answer.completedAt ? [answer.updatedAt, answer.completedAt] : [answer.updatedAt],
    ),
    ...rows.notes.flatMap((note) => [note.createdAt, note.updatedAt]),
  ];
}

/** The latest of `instants` (null for none). */
export const latestOf = (instants: readonly Date[]): Date | null =>
  instants.length === 0
    ? null
    : new Date(Math.max(...instants.map((instant) => instant.getTime())));

/** When the creator last did something in the programme; null when never. */
export const lastActiveAtOf = (rows: ActivityRows): Date | null => latestOf(activityOf(rows));
