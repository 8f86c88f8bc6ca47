import { insights } from '#content/insights.ts';
import { realms } from '#content/realms.ts';
import type { CreatorCurriculum } from '#web/features/journey/api/get-curriculum.ts';
import { allTasksOf, buildRealmStates, currentRealmId } from '#shared/rules/realm-progress.ts';
import { noStreak } from '#shared/rules/streaks.ts';
import type { Progress } from '#web/features/journey/utils/progress-model.ts';

/** A creator who finished realm 1 on 2026-11-10 and has not started realm 2. */
export function progressAfterRealm1(): Progress {
  const finishedAt = new Date('2026-11-10T10:00:00Z');
  const realmCompletions = new Map([[1, finishedAt]]);
  return {
    currentRealm: currentRealmId(realms.length, new Set(realmCompletions.keys())),
    realms: buildRealmStates({
      realms,
      answers: allTasksOf(realms[0]!).map((task) => ({
        questId: task.id,
        content: task.type === 'worksheet' ? null : `My answer to ${task.title}`,
        fileName: task.type === 'worksheet' ? 'audience.pdf' : null,
        completedAt: finishedAt,
        prompt: task.prompt,
      })),
      realmCompletions,
    }),
    checkinCount: 0,
    rewardsClaimed: [],
    buddies: [],
    streak: noStreak(),
    commitment: null,
    comeback: { welcome: null, rekindled: null },
    today: {
      date: '2026-11-21',
      timeZone: 'UTC',
      prompt: 'What sparked your curiosity today?',
      hasCheckedIn: false,
    },
  };
}

/** What GET /api/curriculum answers on a fresh install: realms 1–3 as content/ ships them. */
export function curriculumAsShipped(): CreatorCurriculum {
  const open = realms.filter((realm) => realm.quests.length > 0);
  return {
    version: 1,
    openRealmIds: open.map((realm) => realm.id),
    realms: open.map((realm) => ({
      id: realm.id,
      kitName: `${realm.title} Ember Kit`,
      kitDescription: `A box of creative tools, posted to you to celebrate finishing ${realm.title}.`,
      quests: allTasksOf(realm).map((quest) => ({
        id: quest.id,
        prompt: quest.prompt,
        affirmation: quest.affirmation,
      })),
    })),
    insights: [...insights],
  };
}

/**
 * A creator with every task of the first `doneRealms` realms done, and of those
 * the first `claimedRealms` completed (their kit claimed).
 */
export function progressWithRealmsDone(doneRealms: number, claimedRealms: number): Progress {
  const finishedAt = new Date('2026-11-10T10:00:00Z');
  const realmCompletions = new Map(
    realms.slice(0, claimedRealms).map((realm) => [realm.id, finishedAt] as const),
  );
  return {
    ...progressAfterRealm1(),
    currentRealm: currentRealmId(realms.length, new Set(realmCompletions.keys())),
    realms: buildRealmStates({
      realms,
      answers: realms.slice(0, doneRealms).flatMap((realm) =>
        allTasksOf(realm).map((task) => ({
          questId: task.id,
          content: `My answer to ${task.title}`,
          fileName: null,
          completedAt: finishedAt,
          prompt: task.prompt,
        })),
      ),
      realmCompletions,
    }),
  };
}
