import { CircleCheck, CircleDashed, Compass, Sparkles } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatDate } from '#web/lib/format-date.ts';
import type { SentReview } from '../../utils/feedback-model.ts';

/** The words of each verdict: 'Take another pass' is an invitation to go further, never a mark. */
const verdicts = {
  great_work: {
    title: 'Great work',
    intro: 'Your coach read your answer and loved what they found.',
    icon: Sparkles,
  },
  another_pass: {
    title: 'Take another pass',
    intro:
      'Your coach sees more in this and would love to read where you take it next. Your journey carries on either way.',
    icon: Compass,
  },
} as const;

/** A coach's feedback on one version of an answer: who, the verdict, the criteria, their words. */
export function FeedbackCard({
  review,
  headingId,
  headingRef,
  aboutVersion,
  children,
}: {
  review: SentReview;
  headingId: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Set when the answer has been revised since: the feedback is about an earlier version. */
  aboutVersion?: number;
  /** What the creator can do next (Revise), under the feedback. */
  children?: ReactNode;
}) {
  const verdict = verdicts[review.verdict];
  const VerdictIcon = verdict.icon;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-3 rounded-xl border p-3 sm:p-4',
        review.verdict === 'great_work'
          ? 'border-emerald-200 bg-emerald-50/60'
          : 'border-ember-200 bg-ember-50/60',
      )}
    >
      <div className="flex items-center gap-3">
        <Avatar name={review.coach.name} email="" image={review.coach.image} className="size-9" />
        <p className="min-w-0 text-sm text-ink-soft">
          <span className="font-semibold text-ink">{review.coach.name}</span> left feedback
          {aboutVersion ? ` on version ${aboutVersion}` : ''} ·{' '}
          <time dateTime={review.sentAt}>{formatDate(new Date(review.sentAt))}</time>
        </p>
      </div>
      <div>
        <h4
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 font-(family-name:--font-display) text-lg font-semibold text-ink"
        >
          <VerdictIcon
            className={cn(
              'size-5 shrink-0',
              review.verdict === 'great_work' ? 'text-emerald-700' : 'text-ember-700',
            )}
            aria-hidden
          />
          {verdict.title}
        </h4>
        <p className="mt-1 text-sm text-ink-soft">{verdict.intro}</p>
      </div>
      {review.criteria.length > 0 && <CriteriaList criteria={review.criteria} />}
      <p className="text-sm break-words whitespace-pre-wrap text-ink">{review.feedback}</p>
      {children}
    </section>
  );
}

/** Each criterion with its state said in words and by icon, never by colour alone. */
function CriteriaList({ criteria }: { criteria: SentReview['criteria'] }) {
  return (
    <ul aria-label="What your coach looked for" className="flex flex-col gap-1.5">
      {criteria.map(({ criterion, met }) => (
        <li key={criterion} className="flex items-start gap-2 text-sm text-ink">
          {met ? (
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
          ) : (
            <CircleDashed className="mt-0.5 size-4 shrink-0 text-ember-700" aria-hidden />
          )}
          <span className="min-w-0">
            <span className="font-semibold">{met ? 'Met' : 'Not yet'}:</span> {criterion}
          </span>
        </li>
      ))}
    </ul>
  );
}
