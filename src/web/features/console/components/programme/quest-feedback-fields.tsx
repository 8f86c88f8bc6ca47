import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { Controller, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  MAX_CRITERION_LENGTH,
  MAX_FEEDBACK_CRITERIA as MAX_CRITERIA,
} from '#shared/rules/reviews.ts';
import { feedbackCriteriaSchema } from '#shared/schemas/reviews.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

/** Whether completed answers enter the review queue, and what a coach looks for in them. */
export const questFeedbackSchema = z.object({
  asksFeedback: z.boolean(),
  feedbackCriteria: feedbackCriteriaSchema,
});
export type QuestFeedback = z.input<typeof questFeedbackSchema>;

/** A quest's feedback settings as saved; a new final task asks for feedback, a new quest does not. */
export function feedbackOf(quest: QuestFeedback | undefined, isFinal: boolean): QuestFeedback {
  return {
    asksFeedback: quest?.asksFeedback ?? isFinal,
    feedbackCriteria: quest?.feedbackCriteria ?? [],
  };
}

/**
 * "Ask for feedback", and up to three short criteria a coach marks met or not
 * yet ('Clear audience', 'One concrete next step'), added and removed here.
 */
export function QuestFeedbackFields<Values extends QuestFeedback>(props: {
  form: UseFormReturn<Values, unknown, unknown>;
}) {
  // The fields are this form's own: narrowed to the two this part edits.
  const form = props.form as unknown as UseFormReturn<QuestFeedback, unknown, unknown>;
  const control = form.control as Control<QuestFeedback>;
  const switchId = useId();
  const hintId = useId();
  const asksFeedback = useWatch({ control, name: 'asksFeedback' });
  const criteria = useWatch({ control, name: 'feedbackCriteria' }) ?? [];
  const errors = form.formState.errors.feedbackCriteria;

  function add() {
    form.setValue('feedbackCriteria', [...criteria, '']);
    // The new field, to write in at once.
    requestAnimationFrame(() => form.setFocus(`feedbackCriteria.${criteria.length}`));
  }

  function remove(index: number) {
    form.setValue(
      'feedbackCriteria',
      criteria.filter((_, at) => at !== index),
      { shouldValidate: form.formState.isSubmitted },
    );
  }

  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-3">
      <legend className="px-1 text-sm font-semibold text-ink">Feedback</legend>
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={switchId} className="font-semibold text-ink">
            Ask for feedback
          </label>
          <p id={hintId} className="text-sm text-ink-soft">
            A coach reads each completed answer and sends words back. It never holds a creator up.
          </p>
        </div>
        <Controller
          control={control}
          name="asksFeedback"
          render={({ field }) => (
            <Switch
              id={switchId}
              aria-describedby={hintId}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </div>
      {asksFeedback && (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink-soft">
            Up to {MAX_CRITERIA} short criteria the coach marks met or not yet, such as “Clear
            audience”.
          </p>
          {criteria.length > 0 && (
            <ol aria-label="Criteria" className="flex flex-col gap-3">
              {criteria.map((_, index) => (
                <li key={index} className="flex items-start gap-2">
                  <TextField
                    label={`Criterion ${index + 1}`}
                    className="min-w-0 flex-1"
                    maxLength={MAX_CRITERION_LENGTH}
                    error={errors?.[index]?.message}
                    {...form.register(`feedbackCriteria.${index}`)}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    className="mt-6.5"
                    aria-label={`Remove criterion ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <X aria-hidden />
                  </Button>
                </li>
              ))}
            </ol>
          )}
          {criteria.length < MAX_CRITERIA && (
            <Button variant="secondary" className="self-start" onClick={add}>
              <Plus aria-hidden />
              Add a criterion
            </Button>
          )}
        </div>
      )}
    </fieldset>
  );
}
