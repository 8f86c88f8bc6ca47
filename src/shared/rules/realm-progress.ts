import type { QuestDefinition, RealmDefinition } from '../content-types.ts';

export type QuestAnswer = {
  questId: string;
  content: string | null;
  fileName: string | null;
  completedAt: Date | null;
  /** The prompt as it read when the answer was completed (decision 020). */
  prompt: string | null;
};

/**
 * A quest as the progress reports it. Its prompt and affirmation are static
 * content the web app already has, so they are not repeated for every creator.
 */
export type QuestState = Omit<QuestDefinition, 'prompt' | 'affirmation'> & {
  completed: boolean;
  completedAt: Date | null;
  content: string | null;
  /** Where the owner downloads their worksheet; null when none was uploaded. */
  fileUrl: string | null;
  fileName: string | null;
  /**
   * The prompt the answer answered, when staff have reworded it since; null
   * when it still reads the same (the app has today's words).
   */
  answeredPrompt: string | null;
};

export type RealmState = Omit<
  RealmDefinition,
  'quests' | 'finalTask' | 'retiredQuests' | 'opensAt'
> & {
  unlocked: boolean;
  completed: boolean;
  completedAt: Date | null;
  isComingSoon: boolean;
  /** When a realm coming soon is scheduled to open; null when it is not (or is open). */
  opensAt: Date | null;
  quests: QuestState[];
  finalTask: QuestState | null;
  /** Quests staff removed that this creator answered: in their history, no longer needed. */
  retiredQuests: QuestState[];
};

export function worksheetUrl(questId: string): string {
  return `/api/quests/${encodeURIComponent(questId)}/file`;
}

/** The realm whose completion opens this one: the one before it; none for realm 1, open from the start. */
export function realmUnlockedBy(realmId: number): number | null {
  return realmId === 1 ? null : realmId - 1;
}

export function isRealmUnlocked(realmId: number, completedRealmIds: ReadonlySet<number>): boolean {
  const unlockedBy = realmUnlockedBy(realmId);
  return unlockedBy === null || completedRealmIds.has(unlockedBy);
}

/** Whether a realm has content yet (its quests are written); the others are announced, "coming soon". */
export function isRealmWritten(realm: { quests: readonly unknown[] }): boolean {
  return realm.quests.length > 0;
}

/** The first realm not yet completed (or the last realm, once every one is). */
export function currentRealmId(realmCount: number, completedRealmIds: ReadonlySet<number>): number {
  let realmId = 1;
  while (completedRealmIds.has(realmId) && realmId < realmCount) realmId += 1;
  return realmId;
}

export function allTasksOf<Task extends { id: string }>(realm: {
  quests: Task[];
  finalTask?: Task | null;
}): Task[] {
  return realm.finalTask ? [...realm.quests, realm.finalTask] : realm.quests;
}

/**
 * Ready to complete: unlocked, not completed, has content, and every quest
 * and the final task that the realm holds now done. A quest staff removed is
 * no longer needed; one they added is (decision 020).
 */
export function isRealmReady(realm: RealmState): boolean {
  return (
    realm.unlocked &&
    !realm.completed &&
    !realm.isComingSoon &&
    allTasksOf(realm).every((task) => task.completed)
  );
}

export function buildRealmStates(input: {
  realms: readonly RealmDefinition[];
  answers: readonly QuestAnswer[];
  realmCompletions: ReadonlyMap<number, Date>;
}): RealmState[] {
  const answersByQuest = new Map(input.answers.map((answer) => [answer.questId, answer]));
  const completedIds = new Set(input.realmCompletions.keys());
  const toQuestState = (quest: QuestDefinition): QuestState => {
    const answer = answersByQuest.get(quest.id);
    return {
      // Named, not `...rest` of the definition: the rest copy cost ~100 µs a progress request.
      id: quest.id,
      title: quest.title,
      description: quest.description,
      type: quest.type,
      completed: Boolean(answer?.completedAt),
      completedAt: answer?.completedAt ?? null,
      content: answer?.content ?? null,
      fileUrl: answer?.fileName ? worksheetUrl(quest.id) : null,
      fileName: answer?.fileName ?? null,
      answeredPrompt: answer?.prompt && answer.prompt !== quest.prompt ? answer.prompt : null,
    };
  };
  return input.realms.map((realm) => ({
    id: realm.id,
    title: realm.title,
    description: realm.description,
    unlocked: isRealmUnlocked(realm.id, completedIds),
    completed: completedIds.has(realm.id),
    completedAt: input.realmCompletions.get(realm.id) ?? null,
    isComingSoon: !isRealmWritten(realm),
    opensAt: realm.opensAt ?? null,
    quests: realm.quests.map(toQuestState),
    finalTask: realm.finalTask ? toQuestState(realm.finalTask) : null,
    retiredQuests: (realm.retiredQuests ?? [])
      .filter((quest) => answersByQuest.get(quest.id)?.completedAt)
      .map(toQuestState),
  }));
}

/** Which realm a quest or final task belongs to. */
export function findQuest(
  realms: readonly RealmDefinition[],
  questId: string,
): { realm: RealmDefinition; quest: QuestDefinition } | undefined {
  for (const realm of realms) {
    const quest = allTasksOf(realm).find((task) => task.id === questId);
    if (quest) return { realm, quest };
  }
  return undefined;
}
