import { countOf, nouns } from '#shared/rules/plural.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import type { InsightFilters } from '../../api/insights-view.ts';
import { reviewInsightsView } from '../../api/get-review-insights.ts';
import { CsvLink } from '../csv-link.tsx';
import { CountedAt } from './counted-at.tsx';
import { FeedbackCompletionChart } from './feedback-completion-chart.tsx';
import { InsightFigure } from './insight-figure.tsx';
import { ageText, hoursText, percentText } from './insights-format.ts';

const reviewNoun = { one: 'review sent', other: 'reviews sent' };

/**
 * Feedback on answers: what waits for a coach, how long feedback takes, who has had it, and
 * whether creators with feedback go on to the next realm more than those without.
 */
export function FeedbackSection({ filters }: { filters: InsightFilters }) {
  const reviews = reviewInsightsView.useFigures(filters);
  return (
    <QueryState query={reviews} what="feedback on answers">
      {({ queue, feedback, creators, nextRealm, countedAt }) => (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <InsightFigure label="Waiting for feedback" value={String(queue.waiting)} />
            <InsightFigure
              label="Oldest waiting"
              value={queue.oldestSubmittedAt ? ageText(queue.oldestSubmittedAt, countedAt) : '—'}
            />
            <InsightFigure
              label="Submitted to feedback (median)"
              value={hoursText(feedback.medianHoursToFeedback)}
            />
            <InsightFigure
              label="Had feedback, of those who asked"
              value={percentText(creators.share)}
            />
          </dl>
          <p className="text-sm text-ink-soft">
            {countOf(creators.creators, nouns.creator)} · {creators.askedForFeedback} asked for
            feedback · {creators.hadFeedback} had it · {countOf(feedback.reviewsSent, reviewNoun)}
          </p>
          <FeedbackCompletionChart
            rows={nextRealm}
            actions={<CsvLink href={reviewInsightsView.csvPath(filters)}>Feedback CSV</CsvLink>}
          />
          <CountedAt countedAt={countedAt} pendingCreators={0} />
        </div>
      )}
    </QueryState>
  );
}
