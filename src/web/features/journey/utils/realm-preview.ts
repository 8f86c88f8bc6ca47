import type { QuestType } from '#shared/content-types.ts';
import type { QuestProgress, RealmProgress } from './progress-model.ts';

type WrittenQuest = {
  id: string;
  title: string;
  description: string;
  type: QuestType;
  prompt: string;
  affirmation: string;
};

type WrittenRealm = {
  id: number;
  title: string;
  description: string;
  quests: WrittenQuest[];
  finalTask: WrittenQuest | null;
};

const notStarted = (quest: WrittenQuest): QuestProgress => ({
  id: quest.id,
  title: quest.title,
  description: quest.description,
  type: quest.type,
  completed: false,
  completedAt: null,
  content: null,
  fileUrl: null,
  fileName: null,
  answeredPrompt: null,
});

/**
 * A realm as staff are writing it, as a creator who just reached it would see
 * it: open, nothing done yet. For the programme studio's preview; no
 * creator's data is read or written.
 */
export function realmAsPreviewed(realm: WrittenRealm) {
  const progress: RealmProgress = {
    id: realm.id,
    title: realm.title,
    description: realm.description,
    unlocked: true,
    completed: false,
    completedAt: null,
    isComingSoon: realm.quests.length === 0,
    opensAt: null,
    quests: realm.quests.map(notStarted),
    finalTask: realm.finalTask ? notStarted(realm.finalTask) : null,
    retiredQuests: [],
  };
  const words = new Map(
    [...realm.quests, ...(realm.finalTask ? [realm.finalTask] : [])].map((quest) => [
      quest.id,
      { id: quest.id, prompt: quest.prompt, affirmation: quest.affirmation },
    ]),
  );
  return { progress, words };
}
