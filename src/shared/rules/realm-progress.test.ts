import { describe, expect, it } from 'vitest';
import { realms } from '#content/realms.ts';
import {
  allTasksOf,
  buildRealmStates,
  currentRealmId,
  findQuest,
  isRealmReady,
  isRealmUnlocked,
  type QuestAnswer,
} from './realm-progress.ts';

const done = (questId: string, fileName: string | null = null): QuestAnswer => ({
  questId,
  content: fileName ? null : 'answer',
  fileName,
  completedAt: new Date('2026-11-20T10:00:00Z'),
  prompt: null,
});

describe('unlocking', () => {
  it('opens realm 1 from the start and each next realm after the one before it', () => {
    expect(isRealmUnlocked(1, new Set())).toBe(true);
    expect(isRealmUnlocked(2, new Set())).toBe(false);
    expect(isRealmUnlocked(2, new Set([1]))).toBe(true);
    expect(isRealmUnlocked(3, new Set([1]))).toBe(false);
  });

  it('moves the current realm forward, never past the last', () => {
    expect(currentRealmId(10, new Set())).toBe(1);
    expect(currentRealmId(10, new Set([1, 2]))).toBe(3);
    expect(currentRealmId(3, new Set([1, 2, 3]))).toBe(3);
  });
});

describe('readiness', () => {
  const realm1Tasks = allTasksOf(realms[0]!).map((task) => task.id);

  it('is ready only when every quest and the final task are done', () => {
    const almost = buildRealmStates({
      realms,
      answers: realm1Tasks.slice(0, -1).map((id) => done(id)),
      realmCompletions: new Map(),
    });
    expect(isRealmReady(almost[0]!)).toBe(false);

    const all = buildRealmStates({
      realms,
      answers: realm1Tasks.map((id) => done(id)),
      realmCompletions: new Map(),
    });
    expect(isRealmReady(all[0]!)).toBe(true);
  });

  it('is not ready once completed, while locked, or without content', () => {
    const states = buildRealmStates({
      realms,
      answers: realm1Tasks.map((id) => done(id)),
      realmCompletions: new Map([[1, new Date()]]),
    });
    expect(isRealmReady(states[0]!)).toBe(false);
    expect(isRealmReady(states[1]!)).toBe(false);
    expect(states[3]!.isComingSoon).toBe(true);
    expect(isRealmReady({ ...states[3]!, unlocked: true })).toBe(false);
  });

  it('describes each quest with its answer and worksheet link', () => {
    const states = buildRealmStates({
      realms,
      answers: [
        done('r1-audience-map', 'audience.pdf'),
        { ...done('r1-idea-storm'), completedAt: null },
      ],
      realmCompletions: new Map(),
    });
    const [origin, audience, storm] = states[0]!.quests;
    expect(origin).toMatchObject({ completed: false, content: null, fileUrl: null });
    expect(audience).toMatchObject({
      completed: true,
      fileUrl: '/api/quests/r1-audience-map/file',
      fileName: 'audience.pdf',
    });
    expect(storm).toMatchObject({ completed: false });
    expect(states[0]!.finalTask?.id).toContain('final');
  });

  it('finds the realm of any quest or final task', () => {
    expect(findQuest(realms, 'r2-final-structure-key')?.realm.id).toBe(2);
    expect(findQuest(realms, 'nope')).toBeUndefined();
  });
});
