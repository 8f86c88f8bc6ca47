import { z } from 'zod';
import { firstNameOf } from '../rules/first-name.ts';
import { boundedText, idText, serialIdParam } from './text.ts';

/** Whether 'YYYY-MM-DD' names a real calendar day (not 2026-02-30). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const isoDate = z
  .string()
  .max(10)
  .refine(isCalendarDate, 'Please give a date as YYYY-MM-DD.')
  // A sign-up window far beyond any sign-up would only overflow the database's dates.
  .refine(
    (value) => value >= '1970-01-01' && value <= '2999-12-31',
    'Please give a date between 1970 and 2999.',
  );

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

/**
 * A programme cohort (decision 045) by id, as a query carries it: not to be confused with
 * `cohort`, the sign-up week or month. An id no cohort has is a 404.
 */
export const cohortIdText = serialIdParam;

export const insightFilterSchema = z
  .object({
    cohort: cohortText.optional(),
    /** Only the members of this programme cohort. */
    cohortId: cohortIdText.optional(),
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

/** Cohorts compared side by side at most (a chart each, two a row on a wide screen). */
export const COMPARE_MAX_COHORTS = 4;
export const compareViews = ['funnel', 'stall', 'retention'] as const;
export type CompareView = (typeof compareViews)[number];
/** What a compared row's figures are, per view: its label, `count`, and `of` (the share's base). */
export const compareColumns = {
  funnel: { label: 'Step', count: 'Took the step', of: 'In the cohort' },
  stall: { label: 'Quest', count: 'Completed', of: 'Reached' },
  retention: { label: 'Week', count: 'Active', of: 'Week over for' },
} as const satisfies Record<CompareView, { label: string; count: string; of: string }>;

/** `cohortIds=3,7`: two to four different programme cohorts, and the view to compare. */
export const compareQuerySchema = z.object({
  cohortIds: z
    .string()
    .max(60, 'Please choose at most 4 cohorts.')
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'Please list cohorts as ids separated by commas.')
    .transform((value) => value.split(',').map(Number))
    .pipe(
      z
        .array(
          z
            .number()
            .int()
            .min(1)
            .max(2 ** 31 - 1, 'is not a cohort'),
        )
        .min(2, 'Please choose at least 2 cohorts to compare.')
        .max(COMPARE_MAX_COHORTS, `Please choose at most ${COMPARE_MAX_COHORTS} cohorts.`)
        .refine((ids) => new Set(ids).size === ids.length, 'Please choose each cohort once.'),
    ),
  view: z.enum(compareViews).default('funnel'),
});
export type CompareQuery = z.infer<typeof compareQuerySchema>;

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
    cohortId: cohortIdText.optional(),
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

/** Daily activity covers this many UTC days, today included. */
export const ACTIVITY_DAYS = 90;
/** The retention grid: this many sign-up weeks (the latest in the filter) by this many weeks since. */
export const RETENTION_COHORTS = 12;
export const RETENTION_WEEKS = 12;
/** The overdue rule lives with the other kit claim rules; insights show its number of days. */
export { KIT_OVERDUE_DAYS } from '../rules/kit-claims.ts';

/** Where the streak distribution's buckets start (each runs to the next one's start). */
export const streakBuckets = [
  { from: 0, label: 'No streak' },
  { from: 1, label: '1–2 days' },
  { from: 3, label: '3–6 days' },
  { from: 7, label: '7–13 days' },
  { from: 14, label: '14–29 days' },
  { from: 30, label: '30 days or more' },
] as const;

export const NUDGE_MAX_LENGTH = 500;
/** At most one nudge per creator in this many days. */
export const NUDGE_INTERVAL_DAYS = 7;
/** A nudge names at most this many creators, or reaches at most this many of a whole list. */
export const NUDGE_MAX_RECIPIENTS = 500;

const nudgeMessage = boundedText(
  NUDGE_MAX_LENGTH,
  `Please keep the message under ${NUDGE_MAX_LENGTH} characters.`,
)
  .trim()
  .min(1, 'Please write the message.');

/** The lists a whole-list nudge can reach: the at-risk lists, and the creators sitting on one quest. */
export const nudgeLists = [...atRiskKinds, 'sitting-on-quest'] as const;
export type NudgeList = (typeof nudgeLists)[number];

/** A whole list, under the filters it is shown with. */
export const nudgeListSchema = z
  .object({
    kind: z.enum(nudgeLists),
    questId: idText.optional(),
    cohort: cohortText.optional(),
    cohortId: cohortIdText.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((list) => (list.kind === 'sitting-on-quest') === (list.questId !== undefined), {
    message: 'Please name the quest (and only for the creators sitting on one).',
    path: ['questId'],
  });
export type NudgeListFilter = z.infer<typeof nudgeListSchema>;

/** A list nudge holds back this share of its creators unless staff choose another (decision 044). */
export const NUDGE_HOLDOUT_DEFAULT_PERCENT = 10;
/** Holding back more than half would leave the nudge itself the smaller group. */
export const NUDGE_HOLDOUT_MAX_PERCENT = 50;

const holdoutPercent = z
  .number({ error: 'Please hold back between 0% and 50%.' })
  .int('Please give a whole number of percent.')
  .min(0, 'Please hold back between 0% and 50%.')
  .max(NUDGE_HOLDOUT_MAX_PERCENT, 'Please hold back between 0% and 50%.');

/** The template the words came from (none: written by hand). */
const nudgeTemplateId = z
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1);

export const nudgeInputSchema = z
  .object({
    /** The creators chosen one by one… */
    userIds: z
      .array(idText)
      .min(1, 'Please choose at least one creator.')
      .max(NUDGE_MAX_RECIPIENTS, `Please nudge at most ${NUDGE_MAX_RECIPIENTS} creators at once.`)
      .optional(),
    /** …or a whole list, under the filters it is shown with. */
    list: nudgeListSchema.optional(),
    message: nudgeMessage,
    templateId: nudgeTemplateId.optional(),
    /** A list's share held back and sent nothing; the default when omitted. */
    holdoutPercent: holdoutPercent.optional(),
  })
  .refine((input) => (input.userIds === undefined) !== (input.list === undefined), {
    message: 'Please choose the creators, or one list.',
    path: ['userIds'],
  })
  .refine((input) => input.list !== undefined || !input.holdoutPercent, {
    message: 'A nudge to creators chosen by name holds no one back.',
    path: ['holdoutPercent'],
  });
export type NudgeInput = z.infer<typeof nudgeInputSchema>;

/** `held-back-recently`: held back from a list nudge in the last 7 days, kept out of the next. */
export const nudgeSkipReasons = ['nudged-recently', 'held-back-recently', 'not-a-creator'] as const;
export type NudgeSkipReason = (typeof nudgeSkipReasons)[number];

/** Fills a nudge's placeholders for one creator: {name} is their first name. */
export function fillNudge(message: string, values: { name: string; quest: string | null }) {
  return message
    .replaceAll('{name}', firstNameOf(values.name))
    .replaceAll('{quest}', values.quest ?? 'your next quest');
}

export const NUDGE_TEMPLATE_LABEL_MAX_LENGTH = 60;
/** Which list offers a template first. */
export const nudgeTemplateUses = ['any', ...atRiskKinds] as const;
export type NudgeTemplateUse = (typeof nudgeTemplateUses)[number];

/** The words staff keep to start nudges from ({name} and {quest} filled in when sent). */
export const nudgeTemplateInputSchema = z.object({
  label: boundedText(
    NUDGE_TEMPLATE_LABEL_MAX_LENGTH,
    `Please keep the name under ${NUDGE_TEMPLATE_LABEL_MAX_LENGTH} characters.`,
  )
    .trim()
    .min(1, 'Please name the template.'),
  message: nudgeMessage,
  suggestedFor: z.enum(nudgeTemplateUses).default('any'),
});
export type NudgeTemplateInput = z.infer<typeof nudgeTemplateInputSchema>;

export const nudgeTemplateIdParamSchema = z.object({ templateId: serialIdParam });

/** A list nudge repeated once a day for creators newly on the list. */
export const standingNudgeInputSchema = z.object({
  list: nudgeListSchema,
  message: nudgeMessage,
  templateId: nudgeTemplateId.optional(),
  holdoutPercent: holdoutPercent.default(NUDGE_HOLDOUT_DEFAULT_PERCENT),
});
export type StandingNudgeInput = z.infer<typeof standingNudgeInputSchema>;

export const standingNudgeIdParamSchema = z.object({ standingNudgeId: serialIdParam });
