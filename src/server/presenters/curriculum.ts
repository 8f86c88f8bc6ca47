import { isRealmLive } from '#shared/rules/curriculum.ts';
import type { Curriculum } from '../features/curriculum/curriculum-snapshot.ts';

/**
 * What creators read of the curriculum: the words of every open realm's
 * quests and its kit, and the insight quotes. Drafts and scheduled realms not
 * yet open stay with staff.
 */
export function presentCurriculumForCreators(curriculum: Curriculum, now: Date) {
  const open = curriculum.realms.filter((realm) => isRealmLive(realm, now));
  return {
    version: curriculum.version,
    openRealmIds: open.map((realm) => realm.id),
    realms: open.map((realm) => ({
      id: realm.id,
      kitName: realm.kitName,
      kitDescription: realm.kitDescription,
      quests: [...realm.quests, ...(realm.finalTask ? [realm.finalTask] : [])].map((quest) => ({
        id: quest.id,
        prompt: quest.prompt,
        affirmation: quest.affirmation,
      })),
    })),
    insights: curriculum.insights,
  };
}
