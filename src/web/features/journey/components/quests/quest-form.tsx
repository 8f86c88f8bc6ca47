import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MAX_ANSWER_LENGTH } from '#shared/journey-limits.ts';
import { missingQuestAnswer } from '#shared/rules/required-fields.ts';
import { completeQuestInputSchema, type CompleteQuestInput } from '#shared/schemas/journey.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextareaField } from '#web/components/ui/textarea.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError, notifyRefusal } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { draftKeys, readDraft, useFormDraft } from '#web/lib/use-draft.ts';
import { useQuestWords } from '../../api/get-curriculum.ts';
import { useCompleteQuest } from '../../api/journey-mutations.ts';
import type { QuestProgress } from '../../utils/progress-model.ts';
import { WorksheetTemplateLink } from './quest-worksheets.tsx';
import { WorksheetPicker } from './worksheet-picker.tsx';
import { useQuestPreview } from './quest-preview.tsx';
import { IdeaCount } from './idea-count.tsx';
import type { WriteResult } from '../../api/send-pending-write.ts';

const savedHint = 'Saved on this device as you type.';

/** The open quest: prompt, affirmation and the answer, kept as a draft until the server has it. */
export function QuestForm(props: {
  quest: QuestProgress;
  onClose: () => void;
  /** The server has the answer, or this device keeps it to send later. */
  onCompleted?: (result: WriteResult) => void;
}) {
  const { quest } = props;
  const { user } = useSignedInUser();
  const completeQuest = useCompleteQuest();
  const isWorksheet = quest.type === 'worksheet';
  const words = useQuestWords(quest.id);
  const isPreview = useQuestPreview() !== null;
  const draftKey = draftKeys.questAnswer(user.id, quest.id);
  const [draft] = useState(() => readDraft(draftKey));
  /** What the quest still needs, in the original's words ('Content Required'), or null. */
  const missingOf = (content: string | undefined) =>
    missingQuestAnswer({
      type: quest.type,
      content: isWorksheet ? undefined : content,
      hasFile: Boolean(quest.fileName),
    });
  const form = useForm({
    defaultValues: { content: draft },
    resolver: formResolver(completeQuestInputSchema, {
      // A worksheet's missing file is said by the toast alone: the picker has no field to mark.
      check: ({ content }) => ({ content: !isWorksheet && missingOf(content)?.message }),
    }),
  });
  const savedDraft = useFormDraft(form, 'content', draftKey);
  const promptRef = useRef<HTMLDivElement>(null);
  // Opened by 'Start Quest': the focus goes to what appeared, the answer (or, for a worksheet,
  // the prompt that says what to upload), not back to the page.
  useEffect(() => {
    if (isWorksheet) promptRef.current?.focus();
    else form.setFocus('content');
  }, [form, isWorksheet]);

  async function submit({ content }: CompleteQuestInput) {
    const missing = missingOf(content);
    if (missing) return notifyRefusal(missing, { id: `quest-${quest.id}` });
    if (isPreview)
      return notify('info', 'This is a preview', {
        description: 'Creators complete the quest here; nothing is saved in a preview.',
      });
    try {
      const result = await completeQuest.mutateAsync({
        questId: quest.id,
        questTitle: quest.title,
        content: isWorksheet ? undefined : content,
      });
      const { isKeptOffline } = result;
      savedDraft.clear();
      props.onCompleted?.(result);
      if (isKeptOffline) {
        notify('info', 'Saved offline', {
          id: `quest-${quest.id}`,
          description: 'This quest will be completed when you’re back online.',
        });
      } else {
        notify('success', 'Quest Completed!', {
          id: `quest-${quest.id}`,
          description: words?.affirmation,
        });
      }
    } catch (error) {
      showServerProblems(form, error);
      notifyError(error, 'Not saved', { id: `quest-${quest.id}` });
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit, () => {
        // Left empty: the original's toast too, besides the words at the field.
        const missing = missingOf(form.getValues('content'));
        if (missing) notifyRefusal(missing, { id: `quest-${quest.id}` });
      })}
      className="mt-4 flex flex-col gap-4"
    >
      <div ref={promptRef} tabIndex={-1} className="rounded-xl bg-parchment p-4" aria-busy={!words}>
        {words ? (
          <>
            <p className="text-ink">{words.prompt}</p>
            <p className="mt-3 border-l-4 border-ember-300 pl-3 text-sm text-ember-900 italic">
              {words.affirmation}
            </p>
          </>
        ) : (
          <p className="text-ink-soft">Loading the quest’s prompt…</p>
        )}
      </div>
      {isWorksheet && isPreview ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-sm text-ink-soft">
          Creators upload their worksheet here (.pdf .doc .docx .jpg .jpeg .png, up to 50 MB).
        </p>
      ) : isWorksheet ? (
        <>
          <WorksheetTemplateLink questId={quest.id} />
          <WorksheetPicker quest={quest} />
        </>
      ) : (
        <TextareaField
          label="Your response"
          hint={
            quest.type === 'brainstorm' ? (
              <IdeaCount control={form.control} prompt={words?.prompt}>
                {savedHint}
              </IdeaCount>
            ) : (
              savedHint
            )
          }
          error={form.formState.errors.content?.message}
          rows={quest.type === 'brainstorm' ? 10 : 6}
          maxLength={MAX_ANSWER_LENGTH}
          placeholder={quest.type === 'brainstorm' ? 'One idea per line…' : 'Write freely…'}
          {...form.register('content')}
        />
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
