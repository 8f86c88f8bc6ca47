import { useId, useRef, useState, type FormEvent } from 'react';
import { MAX_ANSWER_LENGTH } from '#shared/journey-limits.ts';
import { missingQuestAnswer } from '#shared/rules/required-fields.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { notify, notifyError, notifyRefusal } from '#web/lib/notify.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { useCompleteQuest } from '../../api/journey-mutations.ts';
import { draftKeys, useDraft } from '../../hooks/use-draft.ts';
import type { QuestProgress } from '../../utils/progress-model.ts';
import { questTextOf } from '../../utils/quest-text.ts';
import { WorksheetTemplateLink } from './quest-worksheets.tsx';
import { WorksheetPicker } from './worksheet-picker.tsx';

/** The open quest: prompt, affirmation and the answer, kept as a draft until the server has it. */
export function QuestForm(props: { quest: QuestProgress; onClose: () => void }) {
  const { quest } = props;
  const { user } = useSignedInUser();
  const [draft, setDraft, clearDraft] = useDraft(draftKeys.questAnswer(user.id, quest.id));
  const completeQuest = useCompleteQuest();
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // The refusal stays beside the field (and is read with it) until the creator writes.
  const [fieldError, setFieldError] = useState<string>();
  const isWorksheet = quest.type === 'worksheet';
  const { prompt, affirmation } = questTextOf(quest.id);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = missingQuestAnswer({
      type: quest.type,
      content: isWorksheet ? undefined : draft,
      hasFile: Boolean(quest.fileName),
    });
    if (missing) {
      notifyRefusal(missing);
      if (!isWorksheet) {
        setFieldError(missing.message);
        fieldRef.current?.focus();
      }
      return;
    }
    try {
      const { isKeptOffline } = await completeQuest.mutateAsync({
        questId: quest.id,
        questTitle: quest.title,
        content: isWorksheet ? undefined : draft,
      });
      clearDraft();
      if (isKeptOffline) {
        notify('info', 'Saved offline', {
          description: 'This quest will be completed when you’re back online.',
        });
      } else {
        notify('success', 'Quest Completed!', { description: affirmation });
      }
    } catch (error) {
      notifyError(error, 'Not saved');
    }
  }

  return (
    <form onSubmit={handleSubmit} className="mt-4 flex flex-col gap-4">
      <div className="rounded-xl bg-parchment p-4">
        <p className="text-ink">{prompt}</p>
        <p className="mt-3 border-l-4 border-ember-300 pl-3 text-sm text-ember-900 italic">
          {affirmation}
        </p>
      </div>
      {isWorksheet ? (
        <>
          <WorksheetTemplateLink questId={quest.id} />
          <WorksheetPicker quest={quest} />
        </>
      ) : (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fieldId} className="text-sm font-medium text-ink">
            Your response
          </label>
          <textarea
            ref={fieldRef}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            id={fieldId}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setFieldError(undefined);
            }}
            rows={quest.type === 'brainstorm' ? 10 : 6}
            maxLength={MAX_ANSWER_LENGTH}
            placeholder={quest.type === 'brainstorm' ? 'One idea per line…' : 'Write freely…'}
            className="w-full resize-y rounded-xl border border-line bg-white p-3 text-base text-ink placeholder:text-ink-soft/70 focus-visible:border-ember-500 aria-invalid:border-red-600"
          />
          <FieldError id={errorId} message={fieldError} />
          <p className="text-xs text-ink-soft">Saved on this device as you type.</p>
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={props.onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={completeQuest.isPending}>
          {completeQuest.isPending ? 'Saving...' : 'Complete Quest'}
        </Button>
      </div>
    </form>
  );
}
