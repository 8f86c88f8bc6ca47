import { z } from 'zod';
import { MAX_FEEDBACK_LENGTH } from '#shared/rules/reviews.ts';
import { boundedText } from '#shared/schemas/text.ts';
import type { ReviewDraft, ReviewDraftInput } from '../../api/review-shapes.ts';

/** Each criterion as its radio pair answers it; '' until the coach chooses. */
const criterionAnswer = z.enum(['met', 'not-yet', '']);
type CriterionAnswer = z.infer<typeof criterionAnswer>;

/**
 * The review form: every criterion answered, and feedback written. Which of
 * 'Great work' and 'Take another pass' is sent is the button pressed.
 */
export const reviewFormSchema = z.object({
  criteria: z.array(
    criterionAnswer.refine((answer) => answer !== '', 'Choose met or not yet for this criterion.'),
  ),
  feedback: boundedText(
    MAX_FEEDBACK_LENGTH,
    `Please keep your feedback under ${MAX_FEEDBACK_LENGTH.toLocaleString('en-US')} characters.`,
  )
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, 'Please write your feedback for the creator.'),
});
export type ReviewFormValues = z.input<typeof reviewFormSchema>;

const answerOf = (met: boolean | null): CriterionAnswer =>
  met === true ? 'met' : met === false ? 'not-yet' : '';

const metOf = (answer: string): boolean | null =>
  answer === 'met' ? true : answer === 'not-yet' ? false : null;

/** The form's values from a saved draft, criterion by criterion in the quest's order. */
export function valuesOfDraft(criteria: string[], draft: ReviewDraft | null): ReviewFormValues {
  return {
    criteria: criteria.map((criterion, index) => {
      const saved =
        draft?.criteria.find((entry) => entry.criterion === criterion) ?? draft?.criteria[index];
      return answerOf(saved?.met ?? null);
    }),
    feedback: draft?.feedback ?? '',
  };
}

/** What the form holds, as the draft the server keeps. */
export const draftOfValues = (values: ReviewFormValues): ReviewDraftInput => ({
  criteria: values.criteria.map(metOf),
  feedback: values.feedback,
  verdict: null,
});

/** The chosen answers as the review sends them (each one chosen: the schema saw to that). */
export const metOfAnswers = (criteria: string[]) => criteria.map((answer) => answer === 'met');

/** A kept copy in the browser, read back only if it still has this form's shape. */
export function parseKeptValues(kept: string, criteriaCount: number): ReviewFormValues | null {
  try {
    const parsed = z
      .object({ criteria: z.array(criterionAnswer).length(criteriaCount), feedback: z.string() })
      .safeParse(JSON.parse(kept));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
