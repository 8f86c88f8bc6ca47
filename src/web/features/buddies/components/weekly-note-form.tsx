import { useId, useRef, useState, type FormEvent } from 'react';
import { buddyMessages, MAX_BUDDY_NOTE_LENGTH } from '#shared/rules/buddies.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useWriteBuddyNote } from '../api/buddy-mutations.ts';

/**
 * This week's note for a buddy. It starts from the note already written this
 * week (rewriting it is allowed until the week ends); what is typed stays in
 * the field until the server has it.
 */
export function WeeklyNoteForm(props: { pairId: number; buddyName: string; myNote?: string }) {
  const writeNote = useWriteBuddyNote();
  const [text, setText] = useState(props.myNote ?? '');
  const [error, setError] = useState<string>();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') {
      setError(buddyMessages.noteEmpty.message);
      fieldRef.current?.focus();
      return;
    }
    setError(undefined);
    try {
      await writeNote.mutateAsync({ pairId: props.pairId, text });
      notify('success', props.myNote ? 'Note Updated!' : 'Note Shared!', {
        description: `${props.buddyName} can read it on their Buddies page.`,
      });
    } catch (failure) {
      notifyError(failure, 'Note Not Shared');
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2" noValidate>
      <label htmlFor={fieldId} className="font-medium text-ink">
        Your note for this week<span className="sr-only"> to {props.buddyName}</span>
      </label>
      <textarea
        ref={fieldRef}
        id={fieldId}
        value={text}
        maxLength={MAX_BUDDY_NOTE_LENGTH}
        rows={3}
        placeholder="This week I…"
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className="w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink placeholder:text-ink-soft focus-visible:border-ember-500 aria-invalid:border-red-500"
      />
      <FieldError id={errorId} message={error} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className="text-sm text-ink-soft">
          {text.length} / {MAX_BUDDY_NOTE_LENGTH} · one note a week, yours to rewrite until Sunday
        </p>
        <Button type="submit" disabled={writeNote.isPending}>
          {writeNote.isPending ? 'Sharing...' : props.myNote ? 'Update Note' : 'Share Note'}
        </Button>
      </div>
    </form>
  );
}
