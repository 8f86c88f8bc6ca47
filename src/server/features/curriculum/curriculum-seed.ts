import { checkinPrompts } from '#content/checkin-prompts.ts';
import { insights } from '#content/insights.ts';
import { realms } from '#content/realms.ts';
import type { RealmDefinition } from '#shared/content-types.ts';
import { placeholderKitOf } from '#shared/rules/publish-readiness.ts';
import type { Database } from '../../db/client.ts';
import { recordAnsweredPrompts } from '../quests/quests.service.ts';
import { insertSeedRows } from './curriculum.queries.ts';

/**
 * Loads the content shipped in content/ into the curriculum tables, at every
 * start: only what is missing (an existing install keeps every word staff
 * changed; a removed quest is never brought back, its row stays). A realm
 * shipped with quests starts live, the others as drafts ('Coming Soon'), so a
 * fresh install looks exactly as the content-in-code app did. Safe when
 * several servers start together: inserts that find their row do nothing.
 */
export async function seedCurriculum(
  deps: { db: Database },
  content: { realms: readonly RealmDefinition[] } = { realms },
) {
  const now = new Date();
  const { addedQuestIds } = await insertSeedRows(deps.db, {
    realms: content.realms.map((realm) => {
      const isWritten = realm.quests.length > 0;
      return {
        id: realm.id,
        title: realm.title,
        description: realm.description,
        ...placeholderKitOf(realm),
        state: isWritten ? ('live' as const) : ('draft' as const),
        ...(isWritten && { opensAt: now, publishedAt: now, announcedAt: now }),
      };
    }),
    quests: content.realms.flatMap((realm) => [
      ...realm.quests.map((quest, index) => ({
        ...quest,
        realmId: realm.id,
        position: index + 1,
        isFinal: false,
      })),
      ...(realm.finalTask
        ? [
            {
              ...realm.finalTask,
              realmId: realm.id,
              position: realm.quests.length + 1,
              isFinal: true,
              // Final tasks ask a coach for feedback unless staff turn it off (issue 31).
              asksFeedback: true,
            },
          ]
        : []),
    ]),
    prompts: checkinPrompts.map((prompt, weekday) => ({ weekday, prompt })),
    insights: insights.map((insight, index) => ({ position: index + 1, ...insight })),
  });
  // Answers written against the content before answers kept their prompt get it now, once.
  const added = new Set(addedQuestIds);
  const addedQuests = content.realms
    .flatMap((realm) => [...realm.quests, ...(realm.finalTask ? [realm.finalTask] : [])])
    .filter((quest) => added.has(quest.id));
  await recordAnsweredPrompts(deps, addedQuests);
}
