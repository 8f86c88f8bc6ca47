import { reviewVerdictLabels } from '#shared/rules/reviews.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';
import type { SentReview } from '../../api/review-shapes.ts';

/** The verdict in the words the coach chose it by and the creator reads it in. */
export const verdictWords = reviewVerdictLabels;

/** Feedback a coach sent: the verdict, each criterion, the words, who and when. */
export function SentReviewView({ review }: { review: SentReview }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
        <Avatar name={review.coach.name} email="" image={review.coach.image} className="size-7" />
        <span>
          {review.coach.name || 'A coach'} ·{' '}
          <time dateTime={review.sentAt}>{formatDateTime(review.sentAt)}</time>
        </span>
        <Badge tone={review.verdict === 'great_work' ? 'success' : 'gold'}>
          {verdictWords[review.verdict]}
        </Badge>
      </p>
      {review.criteria.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {review.criteria.map((entry) => (
            <li key={entry.criterion} className="[overflow-wrap:anywhere]">
              {entry.met ? 'Met' : 'Not yet'}: {entry.criterion}
            </li>
          ))}
        </ul>
      )}
      <p className="whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">{review.feedback}</p>
    </div>
  );
}
