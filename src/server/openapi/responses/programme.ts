import { z } from 'zod';
import { questTypes } from '#shared/content-types.ts';
import { realmStates } from '#shared/rules/curriculum.ts';
import { count, isoDateTime, serialId } from './common.ts';

/** The programme studio (decision 020): the curriculum as staff edit it. */

const realmState = z.enum(realmStates);

export const programmeOverviewSchema = z.object({
  realms: z.array(
    z.object({
      id: serialId,
      title: z.string(),
      state: realmState,
      opensAt: isoDateTime.nullable(),
      opensTimeZone: z.string().nullable(),
      questCount: count,
      hasFinalTask: z.boolean(),
      tasks: z.array(z.object({ id: z.string(), title: z.string(), type: z.enum(questTypes) })),
    }),
  ),
  /** Monday first. */
  checkinPrompts: z
    .tuple([z.string(), z.string(), z.string(), z.string(), z.string(), z.string(), z.string()])
    .readonly(),
  insights: z.array(z.object({ text: z.string(), author: z.string() })),
});

const studioQuest = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(questTypes),
  prompt: z.string(),
  affirmation: z.string(),
  /** Whether answers wait in the review queue for a coach's feedback, and on what (0–3 criteria). */
  asksFeedback: z.boolean(),
  feedbackCriteria: z.array(z.string()),
  /** The library resource a worksheet quest offers as its template. */
  template: z.object({ id: z.string(), title: z.string() }).nullable(),
});

export const realmDetailSchema = z.object({
  id: serialId,
  title: z.string(),
  description: z.string(),
  kitName: z.string(),
  kitDescription: z.string(),
  state: realmState,
  opensAt: isoDateTime.nullable(),
  opensTimeZone: z.string().nullable(),
  publishedAt: isoDateTime.nullable(),
  quests: z.array(studioQuest),
  finalTask: studioQuest.nullable(),
});

export const realmChangedSchema = z.object({ realmId: serialId });
export const questIdSchema = z.object({
  id: z.string(),
  asksFeedback: z.boolean(),
  feedbackCriteria: z.array(z.string()),
});
export const questOrderSchema = z.object({ realmId: serialId, questIds: z.array(z.string()) });
export const realmPublishedSchema = z.object({
  realmId: serialId,
  state: realmState,
  opensAt: isoDateTime.nullable(),
});
export const realmUnscheduledSchema = z.object({ realmId: serialId, state: realmState });
export const questRemovedSchema = z.object({ id: z.string(), removed: z.literal(true) });
export const questTemplateSchema = z.object({
  questId: z.string(),
  resourceId: z.string().nullable(),
});
export const checkinPromptsSchema = z.object({ prompts: z.array(z.string()) });
export const insightQuotesSchema = z.object({
  insights: z.array(z.object({ text: z.string(), author: z.string() })),
});
