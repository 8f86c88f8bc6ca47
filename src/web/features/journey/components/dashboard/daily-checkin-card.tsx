import { CircleCheck, Flame, PenLine } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { MAX_CHECKIN_LENGTH } from '#shared/journey-limits.ts';
import { countOf, nouns } from '#shared/rules/plural.ts';
import { isBlank, requiredFieldMessages } from '#shared/rules/required-fields.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextareaField } from '#web/components/ui/textarea.tsx';
import { notify, notifyError, notifyRefusal } from '#web/lib/notify.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { useSubmitCheckin } from '../../api/journey-mutations.ts';
import { draftKeys, useDraft } from '#web/lib/use-draft.ts';
import { usePendingWrites } from '../../hooks/use-pending-writes.ts';
import { KeptOfflineNote } from '../kept-offline-note.tsx';

type CheckinProps = { date: string; prompt: string };

/** Today's check-in is done: the card stays, saying so, with the streak it keeps alive. */
export function CheckedInTodayCard(props: { streak: number; isRelitToday?: boolean }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex items-center gap-4 rounded-(--radius-card) border border-emerald-200 bg-emerald-50 p-5 shadow-sm"
    >
      <CircleCheck className="size-9 shrink-0 text-emerald-700" aria-hidden />
      <div className="min-w-0">
        <h2 id={titleId} className="font-semibold text-ink">
          Checked in today
        </h2>
        <p className="mt-0.5 flex items-center gap-1 text-sm text-ink-soft">
          <Flame className="size-4 shrink-0 text-ember-700" aria-hidden />
          {props.isRelitToday
            ? `Your streak is relit: ${countOf(props.streak, nouns.day)}. Come back tomorrow to keep it burning.`
            : props.streak > 0
              ? `Your streak: ${countOf(props.streak, nouns.day)}. Come back tomorrow to keep it burning.`
              : 'Come back tomorrow to start a streak.'}
        </p>
      </div>
    </section>
  );
}

export function DailyCheckinCard(props: CheckinProps) {
  const titleId = useId();
  const keptOffline = usePendingWrites().find(
    (write) => write.kind === 'checkin' && write.date === props.date,
  );

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-(--radius-card) border border-line bg-white p-5 shadow-sm"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-semibold text-ink">
        <PenLine className="size-5 text-ember-700" aria-hidden /> Daily Check-in
      </h2>
      {keptOffline?.kind === 'checkin' ? (
        <KeptOfflineNote text={keptOffline.response} />
      ) : (
        <CheckinForm {...props} />
      )}
    </section>
  );
}

/**
 * Plain state, not react-hook-form: this form is on the dashboard's first
 * paint, inside its JavaScript budget (docs/decisions/021-one-form-style.md).
 */
function CheckinForm(props: CheckinProps) {
  const { user } = useSignedInUser();
  const [response, setResponse, clearResponse] = useDraft(draftKeys.checkin(user.id, props.date));
  const submit = useSubmitCheckin();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [fieldError, setFieldError] = useState<string>();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isBlank(response)) {
      notifyRefusal(requiredFieldMessages.checkin, { id: 'daily-checkin' });
      setFieldError(requiredFieldMessages.checkin.message);
      fieldRef.current?.focus();
      return;
    }
    try {
      const { isKeptOffline } = await submit.mutateAsync({ date: props.date, response });
      clearResponse();
      if (isKeptOffline) {
        notify('info', 'Saved offline', {
          description: 'Your check-in will be sent when you’re back online.',
        });
      } else {
        notify('success', 'Daily Check-in Complete!', {
          id: 'daily-checkin',
          description: 'Another ember added to your fire.',
        });
      }
    } catch (error) {
      notifyError(error, 'Check-in not saved', { id: 'daily-checkin' });
    }
  }

  return (
    <form onSubmit={handleSubmit} className="mt-3 flex flex-col gap-3">
      <TextareaField
        ref={fieldRef}
        label={props.prompt}
        labelClassName="text-ink"
        tone="warm"
        error={fieldError}
        value={response}
        onChange={(event) => {
          setResponse(event.target.value);
          setFieldError(undefined);
        }}
        rows={4}
        // The welcome back's small step leads here.
        data-daily-checkin=""
        maxLength={MAX_CHECKIN_LENGTH}
        placeholder="Write a few honest lines…"
      />
      <Button type="submit" disabled={submit.isPending} className="self-end">
        {submit.isPending ? 'Saving...' : 'Complete Check-in'}
      </Button>
    </form>
  );
}
