import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { buddyMessages, MAX_BUDDY_NOTE_LENGTH } from '#shared/rules/buddies.ts';
import { buddyNoteInputSchema, type BuddyNoteInput } from '#shared/schemas/buddies.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextareaField } from '#web/components/ui/textarea.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { draftKeys, readDraft, useFormDraft } from '#web/lib/use-draft.ts';
import { useWriteBuddyNote } from '../api/buddy-mutations.ts';

/**
 * This week's note for a buddy. It starts from what was being written (kept
 * on this device until the server has it), else from the note already shared
 * this week: rewriting it is allowed until the week ends.
 */
export function WeeklyNoteForm(props: {
  pairId: number;
  weekStart: string;
  buddyName: string;
  myNote?: string;
}) {
  const { user } = useSignedInUser();
  const writeNote = useWriteBuddyNote();
  const draftKey = draftKeys.buddyNote(user.id, props.pairId, props.weekStart);
  const [draft] = useState(() => readDraft(draftKey));
  const form = useForm({
    defaultValues: { text: draft || props.myNote || '' },
    resolver: formResolver(buddyNoteInputSchema, {
      required: { text: buddyMessages.noteEmpty.message },
    }),
  });
  const savedDraft = useFormDraft(form, 'text', draftKey);
  const length = useWatch({ control: form.control, name: 'text' }).length;

  async function submit(note: BuddyNoteInput) {
    try {
      await writeNote.mutateAsync({ pairId: props.pairId, text: note.text });
      savedDraft.clear();
      notify('success', props.myNote ? 'Note Updated!' : 'Note Shared!', {
        id: 'buddy-note',
        description: `${props.buddyName} can read it on their Buddies page.`,
      });
    } catch (error) {
      showServerProblems(form, error);
      notifyError(error, 'Note Not Shared', { id: 'buddy-note' });
    }
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-2" noValidate>
      <TextareaField
        label={
          <>
            Your note for this week<span className="sr-only"> to {props.buddyName}</span>
          </>
        }
        labelClassName="font-medium text-ink"
        error={form.formState.errors.text?.message}
        hint={`${length} / ${MAX_BUDDY_NOTE_LENGTH} · one note a week, yours to rewrite until Sunday`}
        maxLength={MAX_BUDDY_NOTE_LENGTH}
        rows={3}
        placeholder="This week I…"
        {...form.register('text')}
      />
      <Button type="submit" disabled={writeNote.isPending} className="self-end">
        {writeNote.isPending ? 'Sharing...' : props.myNote ? 'Update Note' : 'Share Note'}
      </Button>
    </form>
  );
}
