import type { CreatorFacts } from './creator-facts.ts';

/** What the counts held of one creator: their sign-up day and their days (nothing if absent). */
export type CountedCreator = { signupDay: string; activeDays: string[]; checkinDays: string[] };

export type CountDeltas = {
  days: { day: string; signupDay: string; activeCreators: number; checkins: number }[];
  weeks: { signupDay: string; weekIndex: number; activeCreators: number }[];
  cohorts: { signupDay: string; creators: number }[];
};

const DAY_MS = 86_400_000;

/** Whole weeks from the sign-up day to `day`: 0 for the first seven days; negative before it. */
export function weekIndexOf(signupDay: string, day: string): number {
  return Math.floor((Date.parse(day) - Date.parse(signupDay)) / DAY_MS / 7);
}

function addTo<Key>(map: Map<Key, number>, key: Key, amount: number) {
  map.set(key, (map.get(key) ?? 0) + amount);
}

/**
 * How the counts must change when creators move from what was counted of them to their new
 * facts (null: no longer a creator, or gone). Every delta is keyed so a batch adds up into one
 * row a key; keys whose changes cancel out are left out.
 */
export function countDeltasOf(
  changes: readonly { before: CountedCreator | null; after: CreatorFacts | null }[],
): CountDeltas {
  const active = new Map<string, number>();
  const checkins = new Map<string, number>();
  const weeks = new Map<string, number>();
  const cohorts = new Map<string, number>();
  const count = (creator: CountedCreator, sign: 1 | -1) => {
    addTo(cohorts, creator.signupDay, sign);
    for (const day of creator.activeDays) addTo(active, `${day}|${creator.signupDay}`, sign);
    for (const day of creator.checkinDays) addTo(checkins, `${day}|${creator.signupDay}`, sign);
    const activeWeeks = new Set(
      creator.activeDays
        .map((day) => weekIndexOf(creator.signupDay, day))
        .filter((week) => week >= 0),
    );
    for (const week of activeWeeks) addTo(weeks, `${creator.signupDay}|${week}`, sign);
  };
  for (const change of changes) {
    if (change.before) count(change.before, -1);
    if (change.after) count(change.after, 1);
  }
  const dayKeys = new Set([...active.keys(), ...checkins.keys()]);
  return {
    days: [...dayKeys]
      .map((key) => {
        const [day, signupDay] = key.split('|') as [string, string];
        return {
          day,
          signupDay,
          activeCreators: active.get(key) ?? 0,
          checkins: checkins.get(key) ?? 0,
        };
      })
      .filter((delta) => delta.activeCreators !== 0 || delta.checkins !== 0),
    weeks: [...weeks]
      .filter(([, amount]) => amount !== 0)
      .map(([key, activeCreators]) => {
        const [signupDay, week] = key.split('|') as [string, string];
        return { signupDay, weekIndex: Number(week), activeCreators };
      }),
    cohorts: [...cohorts]
      .filter(([, amount]) => amount !== 0)
      .map(([signupDay, creators]) => ({ signupDay, creators })),
  };
}
