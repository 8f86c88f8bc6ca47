import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AppError } from '#shared/errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextareaField } from '#web/components/ui/textarea.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { draftKeys, readDraft } from '#web/lib/use-draft.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { useSendReview } from '../../api/send-review.ts';
import type { ReviewRequestDetail, ReviewVerdict } from '../../api/review-shapes.ts';
import { CriterionField } from './criterion-field.tsx';
import { MAX_FEEDBACK_LENGTH } from '#shared/rules/reviews.ts';
import {
  metOfAnswers,
  parseKeptValues,
  reviewFormSchema,
  valuesOfDraft,
} from './review-form-values.ts';
import { useReviewAutosave, type AutosaveStatus } from './use-review-autosave.ts';

const statusWords: Record<AutosaveStatus, string> = {
  idle: '',
  saving: 'Saving draft...',
  saved: 'Draft saved',
  'kept-here': 'Draft kept on this device; it is saved once the connection is back.',
};

/**
 * The coach's feedback: each criterion met or not yet, words for the creator,
 * then 'Great work' or 'Take another pass'. Saved as a draft while written.
 * `onRevised` shows the creator's newer version; `onSent` and `onGone` move on.
 */
export function ReviewForm(props: {
  request: ReviewRequestDetail;
  onSent: () => void;
  onAlreadyReviewed: () => void;
  onRevised: (message: string) => void;
}) {
  const { request } = props;
  const { user } = useSignedInUser();
  const criteria = request.quest.criteria;
  const draftKey = draftKeys.review(user.id, request.id);
  const [verdict, setVerdict] = useState<ReviewVerdict | null>(null);
  const send = useSendReview();
  const form = useForm({
    resolver: formResolver(reviewFormSchema),
    // Words kept here and not yet on the server are newer than the server's draft.
    defaultValues:
      parseKeptValues(readDraft(draftKey), criteria.length) ??
      valuesOfDraft(criteria, request.myDraft),
  });
  const autosave = useReviewAutosave({ requestId: request.id, form, draftKey });
  const feedback = useWatch({ control: form.control, name: 'feedback' }) ?? '';
  const { errors } = form.formState;
  const isBusy = send.isPending;

  const submitAs = (chosen: ReviewVerdict) =>
    form.handleSubmit(async (values) => {
      setVerdict(chosen);
      try {
        await send.mutateAsync({
          requestId: request.id,
          review: {
            version: request.version,
            criteria: metOfAnswers(values.criteria),
            feedback: values.feedback,
            verdict: chosen,
          },
        });
        autosave.stop();
        props.onSent();
      } catch (error) {
        const title = error instanceof AppError ? error.title : undefined;
        if (title === 'Answer Revised' && error instanceof AppError) {
          props.onRevised(error.userMessage);
          return;
        }
        notifyError(error, 'Feedback not sent', { id: 'review-send' });
        if (title === 'Already Reviewed') {
          autosave.stop();
          props.onAlreadyReviewed();
          return;
        }
        showServerProblems(form, error);
      }
    });

  return (
    <form noValidate className="flex flex-col gap-4" aria-label="Your feedback">
      {criteria.length > 0 && (
        <div className="flex flex-col gap-3">
          {criteria.map((criterion, index) => (
            <CriterionField
              key={criterion}
              criterion={criterion}
              disabled={isBusy}
              error={errors.criteria?.[index]?.message}
              registration={form.register(`criteria.${index}`)}
            />
          ))}
        </div>
      )}
      <TextareaField
        label="Feedback for the creator"
        isRequired
        rows={7}
        maxLength={MAX_FEEDBACK_LENGTH}
        readOnly={isBusy}
        hint={`${feedback.length.toLocaleString('en-US')} of ${MAX_FEEDBACK_LENGTH.toLocaleString('en-US')} characters`}
        error={errors.feedback?.message}
        {...form.register('feedback')}
      />
      <p role="status" className="min-h-5 text-sm text-ink-soft">
        {statusWords[autosave.status]}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button disabled={isBusy} onClick={() => void submitAs('great_work')()}>
          {isBusy && verdict === 'great_work' ? 'Sending...' : 'Great work'}
        </Button>
        <Button
          variant="secondary"
          disabled={isBusy}
          onClick={() => void submitAs('another_pass')()}
        >
          {isBusy && verdict === 'another_pass' ? 'Sending...' : 'Take another pass'}
        </Button>
      </div>
    </form>
  );
}
