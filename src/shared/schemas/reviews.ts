import { z } from 'zod';
import { MAX_ANSWER_LENGTH } from '../journey-limits.ts';
import { isValidLocalDate } from '../rules/calendar.ts';
import {
  MAX_CRITERION_LENGTH,
  MAX_FEEDBACK_CRITERIA,
  MAX_FEEDBACK_LENGTH,
  reviewVerdicts,
} from '../rules/reviews.ts';
import { boundedText, idText, serialIdParam } from './text.ts';

/** What a quest asks reviewers to look at: up to three short criteria, each written out. */
export const feedbackCriteriaSchema = z
  .array(
    boundedText(
      MAX_CRITERION_LENGTH,
      `Please keep each criterion under ${MAX_CRITERION_LENGTH} characters.`,
    )
      .transform((value) => value.trim())
      .refine((value) => value.length > 0, 'Please write the criterion, or remove it.'),
  )
  .max(MAX_FEEDBACK_CRITERIA, `Please name at most ${MAX_FEEDBACK_CRITERIA} criteria.`);

const feedbackText = boundedText(
  MAX_FEEDBACK_LENGTH,
  'Please keep your feedback under 2,000 characters.',
);

export const reviewRequestIdParamSchema = z.object({ requestId: serialIdParam });

/** Which version's worksheet: the one under review when not named (earlier ones from its history). */
export const reviewFileQuerySchema = z.object({
  version: z.coerce.number().int().min(1).max(10_000).optional(),
});

/** The queue's filters. `cohort` is the Monday (UTC) of the sign-up week. */
export const reviewQueueQuerySchema = z.object({
  realmId: z.coerce.number().int().min(1).max(100).optional(),
  questId: idText.optional(),
  cohort: z
    .string()
    .refine(isValidLocalDate, 'must be a date such as 2026-11-23')
    .refine(
      (value) => new Date(`${value}T00:00:00Z`).getUTCDay() === 1,
      'must be the Monday a sign-up week starts on',
    )
    .optional(),
  mine: z.enum(['true', 'false']).optional(),
  /** The `nextCursor` of the page before. */
  cursor: boundedText(100, 'is not a cursor from this list').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

export const reviewVerdictSchema = z.enum(reviewVerdicts);

/** A coach's unsent review, saved as they write it: anything may still be missing. */
export const reviewDraftInputSchema = z.object({
  criteria: z.array(z.boolean().nullable()).max(MAX_FEEDBACK_CRITERIA),
  feedback: feedbackText,
  verdict: reviewVerdictSchema.nullable(),
});
export type ReviewDraftInput = z.infer<typeof reviewDraftInputSchema>;

/** The review as sent: every criterion judged, words written, a verdict, for the version read. */
export const sendReviewInputSchema = z.object({
  version: z.int().min(1).max(10_000),
  criteria: z.array(z.boolean()).max(MAX_FEEDBACK_CRITERIA),
  feedback: feedbackText
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, 'Please write your feedback.'),
  verdict: reviewVerdictSchema,
});
export type SendReviewInput = z.infer<typeof sendReviewInputSchema>;

/** A revised answer after 'another pass'. A worksheet quest uploads its new file first. */
export const revisionInputSchema = z.object({
  content: boundedText(
    MAX_ANSWER_LENGTH,
    'Please keep your answer under 20,000 characters.',
  ).optional(),
});
export type RevisionInput = z.infer<typeof revisionInputSchema>;
