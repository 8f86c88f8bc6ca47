import { Sprout } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { MAX_COMMITMENT_LENGTH } from '#shared/journey-limits.ts';
import { isFreshStartDay } from '#shared/rules/comebacks.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useCommitToThisWeek } from '../../api/commit-to-this-week.ts';
import type { Progress } from '../../utils/progress-model.ts';

/**
 * "This week I will …": one small commitment for the week, a fresh start (issue 32). Offered
 * on the first day of a week or month and on a return after days away; once written it stays
 * on the dashboard for the week, and shows on the buddy's card.
 */
export function FreshStartCard({ progress }: { progress: Progress }) {
  const commitment = progress.commitment?.text ?? null;
  const titleId = useId();
  const [isEditing, setIsEditing] = useState(commitment === null);
  // Offered all day on a return: before the first step (the welcome back) and after it.
  const isOffered =
    commitment !== null ||
    progress.comeback.welcome !== null ||
    progress.comeback.rekindled?.on === progress.today.date ||
    isFreshStartDay(progress.today.date);
  if (!isOffered) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-(--radius-card) border border-emerald-200 bg-emerald-50 p-5 shadow-sm"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-semibold text-ink">
        <Sprout className="size-5 shrink-0 text-emerald-700" aria-hidden /> A fresh start
      </h2>
      {isEditing ? (
        <CommitmentForm initial={commitment ?? ''} onDone={() => setIsEditing(false)} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-ink">
            <span className="font-semibold">This week I will:</span> {commitment}
          </p>
          <Button variant="ghost" onClick={() => setIsEditing(true)}>
            Change
          </Button>
        </div>
      )}
    </section>
  );
}

function CommitmentForm(props: { initial: string; onDone: () => void }) {
  const fieldId = useId();
  const errorId = useId();
  const [text, setText] = useState(props.initial);
  const [error, setError] = useState<string>();
  const commit = useCommitToThisWeek();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') {
      setError('Please write what you will do this week.');
      return;
    }
    try {
      await commit.mutateAsync({ text });
      notify('success', 'Committed', { description: 'Your buddy will see it on your card.' });
      props.onDone();
    } catch (caught) {
      notifyError(caught, 'Not saved');
    }
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-2">
      <label htmlFor={fieldId} className="text-sm text-ink">
        One small thing for this week, in a line. Your buddy will see it.
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          maxLength={MAX_COMMITMENT_LENGTH}
          placeholder="This week I will …"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-h-11 w-full flex-1 rounded-xl border border-line bg-white px-3 text-base text-ink placeholder:text-ink-soft/70 focus-visible:border-ember-500 aria-invalid:border-red-500"
        />
        <Button type="submit" disabled={commit.isPending}>
          {commit.isPending ? 'Saving...' : 'Commit'}
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
