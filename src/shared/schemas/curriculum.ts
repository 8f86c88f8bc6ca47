import { z } from 'zod';
import { questTypes } from '../content-types.ts';
import { isValidTimeZone, localDateIn } from '../rules/calendar.ts';
import { hasOpeningPassed, REALM_COUNT } from '../rules/curriculum.ts';
import { instantAt } from '../rules/local-time.ts';
import { feedbackCriteriaSchema } from './reviews.ts';
import { boundedText, idText } from './text.ts';

/** The limits of what staff write in the programme studio. */
export const curriculumLimits = {
  title: 120,
  description: 600,
  prompt: 2_000,
  affirmation: 400,
  kitName: 120,
  kitDescription: 600,
  checkinPrompt: 400,
  insightText: 400,
  insightAuthor: 120,
} as const;

const required = (max: number, label: string) =>
  boundedText(max, `Please keep the ${label} under ${max.toLocaleString('en-US')} characters.`)
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, `Please write the ${label}.`);

export const realmIdParamSchema = z.object({
  realmId: z.coerce
    .number({ error: 'is not a realm number' })
    .int()
    .min(1)
    .max(REALM_COUNT, `is not a realm from 1 to ${REALM_COUNT}`),
});

export const questIdParamSchema = z.object({ questId: idText });

export const realmWordsInputSchema = z.object({
  title: required(curriculumLimits.title, 'title').optional(),
  description: required(curriculumLimits.description, 'description').optional(),
  kitName: required(curriculumLimits.kitName, 'kit name').optional(),
  kitDescription: required(curriculumLimits.kitDescription, 'kit description').optional(),
});
export type RealmWordsInput = z.infer<typeof realmWordsInputSchema>;

export const questWordsSchema = z.object({
  type: z.enum(questTypes),
  title: required(curriculumLimits.title, 'title'),
  description: required(curriculumLimits.description, 'description'),
  prompt: required(curriculumLimits.prompt, 'prompt'),
  affirmation: required(curriculumLimits.affirmation, 'affirmation'),
});

/** A worksheet quest's template, a resource of its realm's library (none when null), saved with the quest. */
const templateId = z.uuid({ error: 'is not a library resource' }).nullable().optional();

/** Whether answers wait for a coach's feedback (a final task does unless told otherwise), and on what. */
const feedbackSettings = {
  asksFeedback: z.boolean().optional(),
  feedbackCriteria: feedbackCriteriaSchema.optional(),
};

export const newQuestInputSchema = questWordsSchema.extend({
  /** The realm's final task rather than one of its quests: exactly one per realm. */
  isFinal: z.boolean().optional(),
  templateId,
  ...feedbackSettings,
});
export type NewQuestInput = z.infer<typeof newQuestInputSchema>;

export const questChangeInputSchema = questWordsSchema
  .partial()
  .extend({ templateId, ...feedbackSettings });
export type QuestChangeInput = z.infer<typeof questChangeInputSchema>;

export const questOrderInputSchema = z.object({
  questIds: z.array(idText).min(1).max(50),
});

export const publishRealmInputSchema = z
  .object({
    /** When to open it; now when absent. */
    opensAt: z.iso.datetime({ offset: true, error: 'is not a date and time' }).optional(),
    /** The zone the time was chosen in, to show it back as it was written. */
    timeZone: z.string().max(100).refine(isValidTimeZone, 'is not a time zone').optional(),
  })
  .refine((input) => (input.opensAt === undefined) === (input.timeZone === undefined), {
    message: 'A scheduled opening needs its time and its time zone.',
    path: ['timeZone'],
  });
export type PublishRealmInput = z.infer<typeof publishRealmInputSchema>;

export const checkinPromptsInputSchema = z.object({
  prompts: z.array(required(curriculumLimits.checkinPrompt, 'prompt')).length(7),
});

export const insightsInputSchema = z.object({
  insights: z
    .array(
      z.object({
        text: required(curriculumLimits.insightText, 'quote'),
        author: required(curriculumLimits.insightAuthor, 'author'),
      }),
    )
    .length(4),
});

/**
 * The publish dialog's form: now, or a date and a time on the clock of a zone
 * staff choose (as they think of it: "9 am in Berlin"), which must not have
 * passed (the server refuses it too). `opensAtOf` turns it into the request's
 * instant.
 */
export const publishFormSchema = z
  .object({
    when: z.enum(['now', 'later']),
    date: z.string().max(10),
    time: z.string().max(5),
    timeZone: z.string().max(100),
  })
  .superRefine((form, context) => {
    if (form.when === 'now') return;
    const isDay = /^\d{4}-\d{2}-\d{2}$/.test(form.date);
    const isTime = /^\d{2}:\d{2}$/.test(form.time);
    const isZone = isValidTimeZone(form.timeZone);
    if (!isDay)
      context.addIssue({ code: 'custom', path: ['date'], message: 'Choose the day it opens.' });
    if (!isTime)
      context.addIssue({ code: 'custom', path: ['time'], message: 'Choose the time it opens.' });
    if (!isZone)
      context.addIssue({ code: 'custom', path: ['timeZone'], message: 'Choose a time zone.' });
    if (!isDay || !isTime || !isZone) return;
    const now = new Date();
    if (hasOpeningPassed(instantAt(form.date, form.time, form.timeZone), now))
      context.addIssue({
        code: 'custom',
        // Beside the day when the whole day is past, else beside the time.
        path: [form.date < localDateIn(form.timeZone, now) ? 'date' : 'time'],
        message: 'This time has already passed. Choose a later one, or open it now.',
      });
  });
export type PublishForm = z.infer<typeof publishFormSchema>;

export function opensAtOf(form: PublishForm): PublishRealmInput {
  if (form.when === 'now') return {};
  return {
    opensAt: instantAt(form.date, form.time, form.timeZone).toISOString(),
    timeZone: form.timeZone,
  };
}

/** A quest's worksheet template: a library file, or none. */
export const templateInputSchema = z.object({ resourceId: z.uuid().nullable() });
