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
  /** Whether an answer waits in the review queue for a coach's feedback (issue 31; staff set it). */
  asksFeedback?: boolean;
  /** What the coach checks, 0–3 short criteria. */
  feedbackCriteria?: string[];
};

export type RealmDefinition = {
  id: number;
  title: string;
  description: string;
  /** Empty for realms still to come ('Coming Soon'). */
  quests: QuestDefinition[];
  finalTask?: QuestDefinition;
  /** Removed by staff: answers to them stay in creators' history, no longer needed (decision 020). */
  retiredQuests?: QuestDefinition[];
  /** A realm not open yet that staff scheduled: when it opens (creators may know, decision 034). */
  opensAt?: Date | null;
};

export type InsightQuote = { text: string; author: string };

/** One part of a printable worksheet: lines to write on, boxes to tick, or a table to fill in. */
export type WorksheetBlock =
  | { kind: 'lines'; label: string; lines: number }
  | { kind: 'checklist'; items: string[] }
  | { kind: 'table'; columns: string[]; rows: number };

export type WorksheetSection = { heading: string; guidance?: string; blocks: WorksheetBlock[] };

/** A worksheet template the app ships in its library (content/worksheets.ts → PDF). */
export type WorksheetTemplate = {
  /** Stable forever: the library loads each default once, by this key. */
  seedKey: string;
  /** The worksheet quest it is the template for. */
  questId: string;
  realmId: number;
  title: string;
  description: string;
  /** Its PDF under content/worksheets/, written by `npm run worksheets:generate`. */
  fileName: string;
  intro: string;
  sections: WorksheetSection[];
  /** The quest's affirmation, printed at the end. */
  closing: string;
};
