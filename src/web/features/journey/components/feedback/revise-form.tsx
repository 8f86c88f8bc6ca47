import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AppError } from '#shared/errors.ts';
import { MAX_ANSWER_LENGTH } from '#shared/journey-limits.ts';
import { revisionInputSchema, type RevisionInput } from '#shared/schemas/reviews.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextareaField } from '#web/components/ui/textarea.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { draftKeys, readDraft, useFormDraft } from '#web/lib/use-draft.ts';
import { useReviseAnswer } from '../../api/get-feedback.ts';
import type { QuestProgress } from '../../utils/progress-model.ts';
import { WorksheetPicker } from '../quests/worksheet-picker.tsx';

/** A refusal in the server's words, kept beside the form until the creator tries again. */
type Refusal = { title: string; message: string };

function refusalOf(error: unknown): Refusal {
  const appError = error instanceof AppError ? error : new AppError('INTERNAL');
  return { title: appError.title ?? 'Revision Not Sent', message: appError.userMessage };
}

/**
 * The answer opened again after 'Take another pass': it starts from what the creator is
 * writing (kept on this device as the quest's draft) or else from the answer the coach read,
 * and goes to the coach as the next version.
 */
export function ReviseForm(props: { quest: QuestProgress; onClose: (isSent: boolean) => void }) {
  const { quest } = props;
  const { user } = useSignedInUser();
  const revise = useReviseAnswer();
  const isWorksheet = quest.type === 'worksheet';
  const draftKey = draftKeys.questAnswer(user.id, quest.id);
  const [startingText] = useState(() => readDraft(draftKey) || (quest.content ?? ''));
  const [refusal, setRefusal] = useState<Refusal>();
  const form = useForm({
    defaultValues: { content: startingText },
    resolver: formResolver(revisionInputSchema, {
      required: isWorksheet
        ? {}
        : { content: 'Please write your revised answer before sending it.' },
    }),
  });
  const savedDraft = useFormDraft(form, 'content', draftKey);
  useEffect(() => {
    if (!isWorksheet) form.setFocus('content');
  }, [form, isWorksheet]);

  async function send({ content }: RevisionInput) {
    setRefusal(undefined);
    try {
      await revise.mutateAsync({ questId: quest.id, content: isWorksheet ? undefined : content });
      savedDraft.clear();
      notify('success', 'Revision Sent', {
        id: `revise-${quest.id}`,
        description: 'Your coach will read your new version. Your next quest is open meanwhile.',
      });
      props.onClose(true);
    } catch (error) {
      showServerProblems(form, error);
      setRefusal(refusalOf(error));
    }
  }

  const errorId = `revise-error-${quest.id}`;
  return (
    <form
      noValidate
      aria-label={`Revise your answer to ${quest.title}`}
      aria-describedby={refusal ? errorId : undefined}
      onSubmit={form.handleSubmit(send)}
      className="flex flex-col gap-3 border-t border-ember-200 pt-3"
    >
      {isWorksheet ? (
        <WorksheetPicker quest={quest} />
      ) : (
        <TextareaField
          label="Your revised answer"
          hint="Your earlier answer is kept. Saved on this device as you type."
          error={form.formState.errors.content?.message}
          rows={8}
          maxLength={MAX_ANSWER_LENGTH}
          {...form.register('content')}
        />
      )}
      {refusal && (
        <div id={errorId} role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{refusal.title}</p>
          <p>{refusal.message}</p>
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => props.onClose(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={revise.isPending} aria-busy={revise.isPending}>
          {revise.isPending ? 'Sending...' : 'Send revision'}
        </Button>
      </div>
    </form>
  );
}
