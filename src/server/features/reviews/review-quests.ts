import type { QuestDefinition } from '#shared/content-types.ts';
import type { Curriculum, CurriculumRealm } from '../curriculum/curriculum-snapshot.ts';

export type ReviewedQuest = {
  quest: QuestDefinition;
  realm: CurriculumRealm;
  isFinal: boolean;
};

/**
 * A quest wherever staff put it, removed ones too: an answer waiting for
 * feedback keeps its quest's words even if the quest was removed meanwhile.
 */
export function findReviewedQuest(curriculum: Curriculum, questId: string): ReviewedQuest | null {
  for (const realm of curriculum.realms) {
    if (realm.finalTask?.id === questId) return { quest: realm.finalTask, realm, isFinal: true };
    const quest = [...realm.quests, ...realm.removedQuests].find((each) => each.id === questId);
    if (quest) return { quest, realm, isFinal: false };
  }
  return null;
}

/** The quests that ask for feedback, by realm: the queue's filter lists. */
export function questsAskingFeedback(curriculum: Curriculum) {
  return curriculum.realms
    .map((realm) => ({
      id: realm.id,
      title: realm.title,
      quests: [...realm.quests, ...(realm.finalTask ? [realm.finalTask] : [])]
        .filter((quest) => quest.asksFeedback)
        .map((quest) => ({ id: quest.id, title: quest.title })),
    }))
    .filter((realm) => realm.quests.length > 0);
}
