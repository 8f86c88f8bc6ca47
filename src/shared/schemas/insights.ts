import { z } from 'zod';
import { boundedText, idText } from './text.ts';

/** Whether 'YYYY-MM-DD' names a real calendar day (not 2026-02-30). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const isoDate = z.string().max(10).refine(isCalendarDate, 'Please give a date as YYYY-MM-DD.');

/**
 * A sign-up cohort: `week:YYYY-MM-DD` (the week, Monday to Sunday, holding that day)
 * or `month:YYYY-MM`. Creators who signed up in it, on the UTC calendar.
 */
export const cohortText = z
  .string()
  .max(20)
  .regex(
    /^(week:\d{4}-\d{2}-\d{2}|month:\d{4}-(0[1-9]|1[0-2]))$/,
    'Please choose a week or a month.',
  )
  .refine((value) => !value.startsWith('week:') || isCalendarDate(value.slice(5)), 'is not a date');

export const insightFilterSchema = z
  .object({
    cohort: cohortText.optional(),
    /** Sign-ups from this UTC date (inclusive). */
    from: isoDate.optional(),
    /** Sign-ups to this UTC date (inclusive). */
    to: isoDate.optional(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: 'The start date must come before the end date.',
    path: ['to'],
  });
export type InsightFilter = z.infer<typeof insightFilterSchema>;

export const atRiskKinds = ['new-and-quiet', 'streak-broken', 'stuck-on-quest'] as const;
export type AtRiskKind = (typeof atRiskKinds)[number];

export const atRiskSorts = ['since', 'name', 'joined'] as const;
export type AtRiskSort = (typeof atRiskSorts)[number];

const pageFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};

export const atRiskQuerySchema = z
  .object({
    cohort: cohortText.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    sort: z.enum(atRiskSorts).default('since'),
    direction: z.enum(['asc', 'desc']).default('desc'),
    ...pageFields,
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: 'The start date must come before the end date.',
    path: ['to'],
  });
export type AtRiskQuery = z.infer<typeof atRiskQuerySchema>;

export const atRiskKindParamSchema = z.object({ kind: z.enum(atRiskKinds) });
export const stallQuestParamSchema = z.object({ questId: idText });

export const quietPairsQuerySchema = z.object(pageFields);

/** Placeholders a nudge's words may hold, filled per creator when it is sent. */
export const NUDGE_PLACEHOLDERS = ['{name}', '{quest}'] as const;
export const NUDGE_MAX_LENGTH = 500;
/** At most one nudge per creator in this many days. */
export const NUDGE_INTERVAL_DAYS = 7;
/** A nudge to a whole list reaches at most this many creators at once. */
export const NUDGE_MAX_RECIPIENTS = 200;

export const nudgeInputSchema = z.object({
  userIds: z
    .array(idText)
    .min(1, 'Please choose at least one creator.')
    .max(NUDGE_MAX_RECIPIENTS, `Please nudge at most ${NUDGE_MAX_RECIPIENTS} creators at once.`),
  message: boundedText(
    NUDGE_MAX_LENGTH,
    `Please keep the message under ${NUDGE_MAX_LENGTH} characters.`,
  )
    .trim()
    .min(1, 'Please write the message.'),
});
export type NudgeInput = z.infer<typeof nudgeInputSchema>;

export const nudgeSkipReasons = ['nudged-recently', 'not-a-creator'] as const;
export type NudgeSkipReason = (typeof nudgeSkipReasons)[number];

/** Fills a nudge's placeholders for one creator. */
export function fillNudge(message: string, values: { name: string; quest: string | null }) {
  return message
    .replaceAll('{name}', values.name.trim() || 'there')
    .replaceAll('{quest}', values.quest ?? 'your next quest');
}

/** The starting words staff pick from, and edit before sending. */
export const nudgeTemplates = [
  {
    id: 'welcome-back',
    label: 'Welcome back',
    message:
      'Hi {name}, we have missed you on Emberpath. Your next step is "{quest}": ten minutes today is enough to keep your fire going.',
  },
  {
    id: 'stuck',
    label: 'Stuck on a quest',
    message:
      'Hi {name}, "{quest}" can feel like a big one. Write a rough first answer: you can always improve it later. We are cheering for you.',
  },
  {
    id: 'streak',
    label: 'Streak broke',
    message:
      'Hi {name}, every streak breaks sometimes. A check-in today starts the next one, and "{quest}" is waiting when you are ready.',
  },
] as const;
