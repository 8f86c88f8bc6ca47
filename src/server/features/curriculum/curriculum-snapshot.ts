import type { InsightQuote, QuestDefinition, RealmDefinition } from '#shared/content-types.ts';
import type { WeekdayPrompts } from '#shared/rules/checkin-prompt.ts';
import { isRealmLive, type RealmPublicationState } from '#shared/rules/curriculum.ts';
import type { loadCurriculumRows, QuestRow } from './curriculum.queries.ts';
import { announcedWordsOf } from './realm-announcement.ts';

/** A realm as staff wrote it: its words, its state, and its quests (the final task apart). */
export type CurriculumRealm = {
  id: number;
  title: string;
  description: string;
  kitName: string;
  kitDescription: string;
  state: RealmPublicationState;
  opensAt: Date | null;
  opensTimeZone: string | null;
  publishedAt: Date | null;
  /** In their order; removed ones are not here (see `removedQuests`). */
  quests: QuestDefinition[];
  finalTask: QuestDefinition | undefined;
  /** Removed from the realm: their answers stay in creators' history, no longer required. */
  removedQuests: QuestDefinition[];
};

/** The whole curriculum at one version: what every process caches (decision 020). */
export type Curriculum = {
  version: number;
  realms: CurriculumRealm[];
  /** Sunday first; the seed writes all seven and staff change them seven at a time. */
  checkinPrompts: WeekdayPrompts;
  insights: InsightQuote[];
};

function toDefinition(row: QuestRow): QuestDefinition {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    prompt: row.prompt,
    affirmation: row.affirmation,
    asksFeedback: row.asksFeedback,
    feedbackCriteria: row.feedbackCriteria,
  };
}

export function buildCurriculum(rows: Awaited<ReturnType<typeof loadCurriculumRows>>): Curriculum {
  return {
    version: rows.version,
    realms: rows.realms.map((realm) => {
      const quests = rows.quests.filter((quest) => quest.realmId === realm.id);
      const current = quests.filter((quest) => quest.removedAt === null);
      const finalTask = current.find((quest) => quest.isFinal);
      return {
        id: realm.id,
        title: realm.title,
        description: realm.description,
        kitName: realm.kitName,
        kitDescription: realm.kitDescription,
        state: realm.state,
        opensAt: realm.opensAt,
        opensTimeZone: realm.opensTimeZone,
        publishedAt: realm.publishedAt,
        quests: current.filter((quest) => !quest.isFinal).map(toDefinition),
        finalTask: finalTask ? toDefinition(finalTask) : undefined,
        removedQuests: quests.filter((quest) => quest.removedAt !== null).map(toDefinition),
      };
    }),
    checkinPrompts: rows.prompts.map((row) => row.prompt) as unknown as WeekdayPrompts,
    insights: rows.insights.map((row) => ({ text: row.text, author: row.author })),
  };
}

/**
 * The realms as creators walk them at `now`: a live realm with its quests, any
 * other as 'Coming Soon' (no quests) under the words it was announced with,
 * whatever staff are writing in it; a scheduled one with its opening time.
 */
export function realmsOpenAt(curriculum: Curriculum, now: Date): RealmDefinition[] {
  return curriculum.realms.map((realm) =>
    isRealmLive(realm, now)
      ? {
          id: realm.id,
          title: realm.title,
          description: realm.description,
          quests: realm.quests,
          ...(realm.finalTask && { finalTask: realm.finalTask }),
          retiredQuests: realm.removedQuests,
        }
      : {
          id: realm.id,
          ...announcedWordsOf(realm.id),
          quests: [],
          ...(realm.state === 'scheduled' && realm.opensAt && { opensAt: realm.opensAt }),
        },
  );
}
