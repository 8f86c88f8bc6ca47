import { describe, expect, it } from 'vitest';
import { realms } from '#content/realms.ts';
import { buddyJourneyOf, initialsOf, publicNameOf, weekStartOf } from './buddies.ts';

describe('weekStartOf', () => {
  it('is the Monday of the week, Monday to Sunday', () => {
    expect(weekStartOf('2026-11-16')).toBe('2026-11-16');
    expect(weekStartOf('2026-11-18')).toBe('2026-11-16');
    expect(weekStartOf('2026-11-22')).toBe('2026-11-16');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
  });
});

describe('buddyJourneyOf', () => {
  it('names the current realm, the share of it done and the next quest', () => {
    expect(buddyJourneyOf({ realms, completedRealmIds: [], completedQuestIds: [] })).toEqual({
      realmId: 1,
      realm: 'Realm 1: Ideation',
      progress: 0,
      currentQuest: 'Your Creative Origin Story',
    });
    expect(
      buddyJourneyOf({
        realms,
        completedRealmIds: [1],
        completedQuestIds: ['r1-origin-story', 'r2-message-map', 'r2-content-calendar'],
      }),
    ).toEqual({
      realmId: 2,
      realm: 'Realm 2: Structure',
      progress: 40,
      currentQuest: 'Your Creative Rhythm',
    });
  });

  it('says a realm with every task done is at 100% with nothing left, and a coming realm at 0', () => {
    const realm1Tasks = [...realms[0]!.quests, realms[0]!.finalTask!].map((task) => task.id);
    expect(
      buddyJourneyOf({ realms, completedRealmIds: [], completedQuestIds: realm1Tasks }),
    ).toMatchObject({ realmId: 1, progress: 100, currentQuest: null });
    expect(
      buddyJourneyOf({ realms, completedRealmIds: [1, 2, 3], completedQuestIds: [] }),
    ).toMatchObject({ realmId: 4, progress: 0, currentQuest: null });
  });
});

describe('names and initials', () => {
  it('falls back to the address’s first part and takes two initials', () => {
    expect(publicNameOf({ name: '  ', emailName: 'maya.rivera' })).toBe('maya.rivera');
    expect(publicNameOf({ name: 'Maya Rivera', emailName: 'm' })).toBe('Maya Rivera');
    expect(initialsOf('Maya Rivera')).toBe('MR');
    expect(initialsOf('maya.rivera')).toBe('MR');
    expect(initialsOf('jonas')).toBe('J');
    expect(initialsOf('Ana Lucia de la Vega')).toBe('AL');
    expect(initialsOf('open-1795279646229-4')).toBe('O');
    expect(initialsOf('2024creator')).toBe('2');
  });
});
