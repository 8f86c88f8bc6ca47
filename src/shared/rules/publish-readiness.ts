// Kept free of zod: the studio's screen and the server read the same list.

/** The line a realm starts with until staff write its own (content/realms.ts, realms 4–10). */
export const PREPARING_DESCRIPTION = 'A new chapter of your journey, being prepared with care.';

const KIT_PLACEHOLDER_START = 'A box of creative tools, posted to you to celebrate finishing ';

/** The kit words a new realm starts with; staff rewrite them in the programme studio. */
export function placeholderKitOf(realm: { title: string }) {
  return {
    kitName: `${realm.title} Ember Kit`,
    kitDescription: `${KIT_PLACEHOLDER_START}${realm.title}.`,
  };
}

type ReadinessTask = { title: string; type: string; hasTemplate: boolean };

export type ReadinessRealm = {
  description: string;
  kitDescription: string;
  quests: readonly ReadinessTask[];
  finalTask: ReadinessTask | null;
};

/** One thing a realm lacks before it may open: where it is (a field or a quest) and what to do. */
export type MissingToPublish = { path: string; message: string };

/**
 * What a realm still needs before creators may read it: a quest and its final
 * task, a worksheet's template to download, and its own words in place of the
 * placeholders it started with. Empty when it is ready. The server refuses to
 * publish while anything is missing; the studio lists it beside Publish.
 */
export function missingToPublish(realm: ReadinessRealm): MissingToPublish[] {
  const missing: MissingToPublish[] = [];
  if (realm.quests.length === 0)
    missing.push({ path: 'quests', message: 'Add at least one quest.' });
  if (!realm.finalTask) missing.push({ path: 'finalTask', message: 'Add the final task.' });
  for (const quest of [...realm.quests, ...(realm.finalTask ? [realm.finalTask] : [])])
    if (quest.type === 'worksheet' && !quest.hasTemplate)
      missing.push({
        path: 'template',
        message: `Give the worksheet '${quest.title}' a template from the library.`,
      });
  if (realm.description.trim() === PREPARING_DESCRIPTION)
    missing.push({
      path: 'description',
      message: "Write the realm's description: it still has the placeholder line.",
    });
  if (realm.kitDescription.trim().startsWith(KIT_PLACEHOLDER_START))
    missing.push({
      path: 'kitDescription',
      message: 'Describe the Ember Kit: it still has the placeholder words.',
    });
  return missing;
}
