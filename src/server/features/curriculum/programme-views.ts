import type { QuestDefinition } from '#shared/content-types.ts';
import { realmStateAt } from '#shared/rules/curriculum.ts';
import type { Curriculum, CurriculumRealm } from './curriculum-snapshot.ts';

/** The ten realms in order, as the Programme tab lists them. */
export function programmeOverview(curriculum: Curriculum, now: Date) {
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
  template: templates.get(quest.id) ?? null,
});

type TemplateResource = { id: string; title: string };

/** One realm as its editor and its preview show it. */
export function realmDetail(
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
