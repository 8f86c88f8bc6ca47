import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '#shared/paths.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useReviewRequest } from '../../api/get-review-request.ts';
import type { ReviewRequestDetail } from '../../api/review-shapes.ts';
import { ClaimBar } from './claim-bar.tsx';
import { ReviewForm } from './review-form.tsx';
import { ReviewHistory } from './review-history.tsx';
import { filtersOf, searchOf } from './review-queue-search.ts';
import { waitingFor } from './review-wording.ts';
import { SentReviewView } from './sent-review-view.tsx';
import { useNextReview } from './use-next-review.ts';
import { WorksheetView } from './worksheet-view.tsx';

const cardClass =
  'flex flex-col gap-4 rounded-(--radius-card) border border-line bg-white p-4 shadow-sm sm:p-5';

/** One answer as the creator wrote it, beside the coach's feedback form. */
export function ReviewScreen({ requestId }: { requestId: number }) {
  const [params] = useSearchParams();
  const filters = filtersOf(params);
  const request = useReviewRequest(requestId);
  const next = useNextReview(filters, requestId);
  const [revised, setRevised] = useState<string | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <Link
        to={paths.adminReviews + searchOf(filters)}
        className="flex min-h-11 items-center gap-2 self-start font-semibold text-ember-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to the queue
      </Link>
      <QueryState query={request} what="the answer" placeholders={['h-24', 'h-64', 'h-48']}>
        {(detail) => (
          <div className="grid gap-4 lg:grid-cols-[3fr_2fr] lg:items-start">
            <div className="flex flex-col gap-4">
              <AnswerCard detail={detail} />
              <ReviewHistory request={detail} />
            </div>
            <section aria-labelledby="review-feedback" className={cardClass}>
              <h2 id="review-feedback" className="text-lg font-semibold text-ink">
                {detail.review ? 'Feedback sent' : 'Your feedback'}
              </h2>
              {detail.review ? (
                <SentReviewView review={detail.review} />
              ) : (
                <>
                  {revised && (
                    <div role="alert" className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3">
                      <p className="font-semibold text-ink">Answer Revised</p>
                      <p className="text-ink">{revised}</p>
                      <Button
                        variant="secondary"
                        className="self-start"
                        onClick={() => {
                          setRevised(null);
                          void request.refetch();
                        }}
                      >
                        Read the new version
                      </Button>
                    </div>
                  )}
                  <ClaimBar requestId={detail.id} claim={detail.claim} isBusy={false} />
                  <ReviewForm
                    key={`${detail.id}:${detail.version}`}
                    request={detail}
                    onSent={() => void next.goToNext()}
                    onAlreadyReviewed={() => void next.backToQueue()}
                    onRevised={setRevised}
                  />
                </>
              )}
            </section>
          </div>
        )}
      </QueryState>
    </div>
  );
}

function AnswerCard({ detail }: { detail: ReviewRequestDetail }) {
  return (
    <article aria-labelledby="review-answer" className={cardClass}>
      <header className="flex items-start gap-3">
        <Avatar
          name={detail.creator.name}
          email=""
          image={detail.creator.image}
          className="size-12"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <h2
            id="review-answer"
            className="text-lg font-semibold text-ink [overflow-wrap:anywhere]"
          >
            {detail.quest.title}
          </h2>
          <p className="text-sm text-ink [overflow-wrap:anywhere]">
            {detail.creator.name || 'A creator'} · {detail.realm.title}
          </p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
            <time dateTime={detail.answer.submittedAt}>
              {waitingFor(detail.answer.submittedAt, new Date())}
            </time>
            {detail.version > 1 && <Badge tone="muted">Version {detail.version}</Badge>}
            {detail.currentVersion > detail.version && (
              <Badge tone="gold">A newer version exists</Badge>
            )}
          </p>
        </div>
      </header>
      <div className="flex flex-col gap-1 rounded-xl bg-parchment/60 p-3">
        <p className="text-sm font-semibold text-ink-soft">The prompt</p>
        <p className="whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">
          {detail.answer.prompt}
        </p>
      </div>
      {detail.answer.content && (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-ink-soft">Their answer</p>
          <p className="whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">
            {detail.answer.content}
          </p>
        </div>
      )}
      {detail.answer.file && <WorksheetView file={detail.answer.file} />}
    </article>
  );
}
