import type { CreatorFacts } from './creator-facts.ts';

/** What the counts held of one creator: their sign-up day, days and cohort (nothing if absent). */
export type CountedCreator = {
  signupDay: string;
  activeDays: string[];
  checkinDays: string[];
  cohortId: number | null;
};

type DayDelta = { day: string; signupDay: string; activeCreators: number; checkins: number };
type WeekDelta = { signupDay: string; weekIndex: number; activeCreators: number };
type SizeDelta = { signupDay: string; creators: number };
type OfCohort<Delta> = Delta & { cohortId: number };

export type CountDeltas = {
  days: DayDelta[];
  weeks: WeekDelta[];
  cohorts: SizeDelta[];
  /** The same three for programme cohorts' members, each under its cohort. */
  memberDays: OfCohort<DayDelta>[];
  memberWeeks: OfCohort<WeekDelta>[];
  memberSizes: OfCohort<SizeDelta>[];
};

const DAY_MS = 86_400_000;

/** Whole weeks from the sign-up day to `day`: 0 for the first seven days; negative before it. */
export function weekIndexOf(signupDay: string, day: string): number {
  return Math.floor((Date.parse(day) - Date.parse(signupDay)) / DAY_MS / 7);
}

function addTo<Key>(map: Map<Key, number>, key: Key, amount: number) {
  map.set(key, (map.get(key) ?? 0) + amount);
}

type Change = { before: CountedCreator | null; after: CreatorFacts | null };
type Keyed<Delta> = Delta & { group: number };

/**
 * The changes added up per group (`groupOf`; null: not counted), each delta keyed so a batch
 * adds up into one row a key; keys whose changes cancel out are left out.
 */
function tally(
  changes: readonly Change[],
  groupOf: (creator: CountedCreator) => number | null,
): { days: Keyed<DayDelta>[]; weeks: Keyed<WeekDelta>[]; sizes: Keyed<SizeDelta>[] } {
  const active = new Map<string, number>();
  const checkins = new Map<string, number>();
  const weeks = new Map<string, number>();
  const sizes = new Map<string, number>();
  const count = (creator: CountedCreator, sign: 1 | -1) => {
    const group = groupOf(creator);
    if (group === null) return;
    const of = `${group}|${creator.signupDay}`;
    addTo(sizes, of, sign);
    for (const day of creator.activeDays) addTo(active, `${of}|${day}`, sign);
    for (const day of creator.checkinDays) addTo(checkins, `${of}|${day}`, sign);
    const activeWeeks = new Set(
      creator.activeDays
        .map((day) => weekIndexOf(creator.signupDay, day))
        .filter((week) => week >= 0),
    );
    for (const week of activeWeeks) addTo(weeks, `${of}|${week}`, sign);
  };
  for (const change of changes) {
    if (change.before) count(change.before, -1);
    if (change.after) count(change.after, 1);
  }
  const split = (key: string) => {
    const [group, signupDay, last] = key.split('|') as [string, string, string];
    return { group: Number(group), signupDay, last };
  };
  const dayKeys = new Set([...active.keys(), ...checkins.keys()]);
  return {
    days: [...dayKeys]
      .map((key) => {
        const { group, signupDay, last } = split(key);
        return {
          group,
          day: last,
          signupDay,
          activeCreators: active.get(key) ?? 0,
          checkins: checkins.get(key) ?? 0,
        };
      })
      .filter((delta) => delta.activeCreators !== 0 || delta.checkins !== 0),
    weeks: [...weeks]
      .filter(([, amount]) => amount !== 0)
      .map(([key, activeCreators]) => {
        const { group, signupDay, last } = split(key);
        return { group, signupDay, weekIndex: Number(last), activeCreators };
      }),
    sizes: [...sizes]
      .filter(([, amount]) => amount !== 0)
      .map(([key, creators]) => {
        const { group, signupDay } = split(key);
        return { group, signupDay, creators };
      }),
  };
}

/**
 * How the counts must change when creators move from what was counted of them to their new
 * facts (null: no longer a creator, or gone). A creator who changed cohort leaves the old
 * cohort's member counts and joins the new one's.
 */
export function countDeltasOf(changes: readonly Change[]): CountDeltas {
  const all = tally(changes, () => 0);
  const members = tally(changes, (creator) => creator.cohortId ?? null);
  const ungrouped = <Delta>({ group: _group, ...delta }: Keyed<Delta>) => delta as Delta;
  const ofCohort = <Delta>({ group, ...delta }: Keyed<Delta>) =>
    ({ cohortId: group, ...delta }) as OfCohort<Delta>;
  return {
    days: all.days.map(ungrouped),
    weeks: all.weeks.map(ungrouped),
    cohorts: all.sizes.map(ungrouped),
    memberDays: members.days.map(ofCohort),
    memberWeeks: members.weeks.map(ofCohort),
    memberSizes: members.sizes.map(ofCohort),
  };
}
