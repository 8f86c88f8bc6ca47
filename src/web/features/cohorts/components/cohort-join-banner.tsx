import { Users } from 'lucide-react';
import { AppError } from '#shared/errors.ts';
import type { JoinPreview } from '../api/get-join-preview.ts';
import { dayAndTimeWords, paceWords } from '../utils/cohort-words.ts';
import { RefusalNote } from './cohort-facts.tsx';

/**
 * Above the sign-up form on /auth?cohort=CODE: the cohort the visitor is about to join, on
 * their device's clock, or plainly why the link does not take them (the form below still works).
 */
export function CohortJoinBanner(props: { preview: JoinPreview | undefined; error: Error | null }) {
  const { preview } = props;
  if (!preview) {
    const message =
      props.error instanceof AppError
        ? props.error.userMessage
        : 'This join link is not valid. Check it with whoever sent it.';
    return (
      <p role="status" className="rounded-2xl border border-line bg-white p-4 text-sm text-ink">
        {message}
      </p>
    );
  }
  // A visitor has no profile yet: their device's zone is their clock.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <section
      aria-labelledby="cohort-join-title"
      className="flex gap-3 rounded-2xl border border-ember-200 bg-ember-50 p-4"
    >
      <Users className="mt-0.5 size-5 shrink-0 text-ember-700" aria-hidden />
      <div className="flex min-w-0 flex-col gap-2 [overflow-wrap:anywhere]">
        <h2 id="cohort-join-title" className="font-semibold text-ink">
          You're joining {preview.name} · starts{' '}
          {dayAndTimeWords(new Date(preview.startsAt), timeZone)}
        </h2>
        <p className="text-sm text-ink-soft">
          {paceWords(preview)}.
          {!preview.joinRefusal && ' Create your account, or sign in, to take your place.'}
        </p>
        {preview.joinRefusal && <RefusalNote refusal={preview.joinRefusal} />}
      </div>
    </section>
  );
}
