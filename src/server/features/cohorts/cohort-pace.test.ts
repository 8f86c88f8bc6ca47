import { describe, expect, it } from 'vitest';
import type { RealmDefinition } from '#shared/content-types.ts';
import type { CohortTimes } from '#shared/rules/cohorts.ts';
import { pacedRealms } from './cohort-pace.ts';

const quest = (id: string) => ({
  id,
  title: id,
  description: '',
  type: 'journal' as const,
  prompt: 'Write it',
  affirmation: 'Well done',
});

const live = (id: number): RealmDefinition => ({
  id,
  title: `Realm ${id} as written`,
  description: 'Its words',
  quests: [quest(`q${id}`)],
});

const cohort: CohortTimes = {
  startsAt: new Date('2026-03-02T09:00:00Z'),
  startsTimeZone: 'UTC',
  pace: 'paced',
  realmWeeks: [1, 3, 3, 4, 5, 6, 7, 8, 9, 10],
};

describe('realms at a cohort’s pace', () => {
  it('leaves a creator in no cohort walking as the programme opens', () => {
    const realms = [live(1), live(2)];
    expect(pacedRealms(realms, undefined, new Date('2020-01-01'))).toBe(realms);
  });

  it('opens nothing before the start, and each realm at its week, with the opening to show', () => {
    const realms = [live(1), live(2), live(3)];
    const before = pacedRealms(realms, cohort, new Date('2026-03-01T00:00:00Z'));
    expect(before.map((realm) => realm.quests.length)).toEqual([0, 0, 0]);
    expect(before[0]).toMatchObject({ title: 'Realm 1 as written', opensAt: cohort.startsAt });

    const weekTwo = pacedRealms(realms, cohort, new Date('2026-03-10T00:00:00Z'));
    expect(weekTwo.map((realm) => realm.quests.length)).toEqual([1, 0, 0]);
    expect(weekTwo[1]!.opensAt).toEqual(new Date('2026-03-16T09:00:00Z'));

    const weekThree = pacedRealms(realms, cohort, new Date('2026-03-16T09:00:00Z'));
    expect(weekThree.map((realm) => realm.quests.length)).toEqual([1, 1, 1]);
  });

  it('keeps a draft without a date, and a scheduled realm at the later of its two openings', () => {
    const draft: RealmDefinition = { id: 2, title: 'Announced', description: '', quests: [] };
    const scheduled: RealmDefinition = {
      id: 3,
      title: 'Announced',
      description: '',
      quests: [],
      opensAt: new Date('2026-04-01T00:00:00Z'),
    };
    const [, keptDraft, later] = pacedRealms(
      [live(1), draft, scheduled],
      cohort,
      new Date('2026-03-03T00:00:00Z'),
    );
    expect(keptDraft).toBe(draft);
    expect(later!.opensAt).toEqual(new Date('2026-04-01T00:00:00Z'));
  });
});
