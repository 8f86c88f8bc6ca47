import type { QuestDefinition } from '#shared/content-types.ts';
import { realmStateAt } from '#shared/rules/curriculum.ts';
import type { Curriculum, CurriculumRealm } from '../features/curriculum/curriculum-snapshot.ts';

/* The programme studio's answers (/api/admin/programme): shaped here and nowhere else (decision 036). */

/** The ten realms in order, as the Programme tab lists them. */
export function presentProgramme(curriculum: Curriculum, now: Date) {
  return {
    realms: curriculum.realms.map((realm) => ({
      id: realm.id,
      title: realm.title,
      state: realmStateAt(realm, now),
      opensAt: realm.opensAt?.toISOString() ?? null,
      opensTimeZone: realm.opensTimeZone,
      questCount: realm.quests.length,
      hasFinalTask: realm.finalTask !== undefined,
      /** Every task's id and title, for choosing one (a worksheet's template) elsewhere. */
      tasks: [...realm.quests, ...(realm.finalTask ? [realm.finalTask] : [])].map((quest) => ({
        id: quest.id,
        title: quest.title,
        type: quest.type,
      })),
    })),
    checkinPrompts: curriculum.checkinPrompts,
    insights: curriculum.insights,
  };
}

const questView = (quest: QuestDefinition, templates: ReadonlyMap<string, TemplateResource>) => ({
  ...quest,
  asksFeedback: quest.asksFeedback ?? false,
  feedbackCriteria: quest.feedbackCriteria ?? [],
  template: templates.get(quest.id) ?? null,
});

type TemplateResource = { id: string; title: string };

/** One realm as its editor and its preview show it. */
export function presentRealmDetail(
  realm: CurriculumRealm,
  input: { now: Date; templates: ReadonlyMap<string, TemplateResource> },
) {
  return {
    id: realm.id,
    title: realm.title,
    description: realm.description,
    kitName: realm.kitName,
    kitDescription: realm.kitDescription,
    state: realmStateAt(realm, input.now),
    opensAt: realm.opensAt?.toISOString() ?? null,
    opensTimeZone: realm.opensTimeZone,
    publishedAt: realm.publishedAt?.toISOString() ?? null,
    quests: realm.quests.map((quest) => questView(quest, input.templates)),
    finalTask: realm.finalTask ? questView(realm.finalTask, input.templates) : null,
  };
}

/** A realm's words changed: which realm. */
export const presentRealmChanged = (realmId: number) => ({ realmId });

/** A quest added or changed: its id, and whether (and on what) it asks for feedback. */
export const presentQuestId = (quest: {
  id: string;
  asksFeedback: boolean;
  feedbackCriteria: string[];
}) => ({
  id: quest.id,
  asksFeedback: quest.asksFeedback,
  feedbackCriteria: quest.feedbackCriteria,
});

/** A realm opened now or scheduled: its state and when it opens. */
export const presentRealmPublished = (
  realm: Pick<CurriculumRealm, 'id' | 'state' | 'opensAt'>,
) => ({
  realmId: realm.id,
  state: realm.state,
  opensAt: realm.opensAt,
});

/** A realm back to draft: scheduled, or live and not yet started by any creator. */
export const presentRealmUnscheduled = (realm: Pick<CurriculumRealm, 'id' | 'state'>) => ({
  realmId: realm.id,
  state: realm.state,
});
