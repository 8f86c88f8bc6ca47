import type { NudgeTemplateInput } from '#shared/schemas/insights.ts';
import type { Database } from '../../db/client.ts';
import { nudgeTemplate, nudgeTemplateSeed } from '../../db/schema/insights.ts';

/** The templates a programme starts with; staff rewrite, add and remove them in the console. */
const defaultNudgeTemplates: NudgeTemplateInput[] = [
  {
    label: 'Welcome back',
    message:
      'Hi {name}, we have missed you on Emberpath. Your next step is "{quest}": ten minutes today is enough to keep your fire going.',
    suggestedFor: 'new-and-quiet',
  },
  {
    label: 'Stuck on a quest',
    message:
      'Hi {name}, "{quest}" can feel like a big one. Write a rough first answer: you can always improve it later. We are cheering for you.',
    suggestedFor: 'stuck-on-quest',
  },
  {
    label: 'Streak broke',
    message:
      'Hi {name}, every streak breaks sometimes. A check-in today starts the next one, and "{quest}" is waiting when you are ready.',
    suggestedFor: 'streak-broken',
  },
];

/**
 * Loads the default templates once per database, at start: the seed row is claimed first, so
 * of several servers starting together one loads them, and templates staff deleted stay deleted.
 */
export async function seedNudgeTemplates(deps: { db: Database }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(nudgeTemplateSeed)
      .values({ id: 1 })
      .onConflictDoNothing()
      .returning({ id: nudgeTemplateSeed.id });
    if (claimed.length > 0) await tx.insert(nudgeTemplate).values(defaultNudgeTemplates);
  });
}
