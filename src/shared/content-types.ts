export const questTypes = ['journal', 'worksheet', 'brainstorm', 'reflection'] as const;
export type QuestType = (typeof questTypes)[number];

export type QuestDefinition = {
  /** Stable forever: answers are stored against it. Final tasks contain "final". */
  id: string;
  title: string;
  description: string;
  type: QuestType;
  prompt: string;
  affirmation: string;
};

export type RealmDefinition = {
  id: number;
  title: string;
  description: string;
  /** Empty for realms still to come ('Coming Soon'). */
  quests: QuestDefinition[];
  finalTask?: QuestDefinition;
};

export type InsightQuote = { text: string; author: string };
