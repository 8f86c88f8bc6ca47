import { PencilLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths, withQuery } from '#shared/paths.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { useFeedback } from '../../api/get-feedback.ts';
import { bringIntoFocus } from '../../utils/bring-into-focus.ts';
import { feedbackOf } from '../../utils/feedback-model.ts';
import type { QuestProgress } from '../../utils/progress-model.ts';
import { FeedbackCard } from './feedback-card.tsx';
import { FeedbackHistory } from './feedback-history.tsx';
import { ReviseForm } from './revise-form.tsx';
import { WaitingNote } from './waiting-note.tsx';

/**
 * What coaches said about one answer, under it: the latest feedback (with Revise after 'Take
 * another pass'), a quiet note while a version waits for a coach, and the earlier versions.
 * Nothing at all for an answer no coach is asked to read.
 */
export function AnswerFeedback(props: {
  quest: QuestProgress;
  /** Arrived from the feedback notification: the feedback is scrolled to and its heading focused. */
  takesFocus?: boolean;
  /** Revising is offered where the answer is worked on (the quest card), not everywhere it shows. */
  canOfferRevise?: boolean;
  className?: string;
}) {
  const { quest } = props;
  const feedback = useFeedback();
  const { item, waiting } = feedbackOf(feedback.data, quest.id);
  const [isRevising, setIsRevising] = useState(false);
  const regionRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reviseRef = useRef<HTMLButtonElement>(null);
  const focusAfterClose = useRef<'revise' | 'heading'>(undefined);
  const hasArrived = useRef(false);
  const hasFeedback = Boolean(item ?? waiting);

  useEffect(() => {
    if (!props.takesFocus || !hasFeedback || hasArrived.current) return;
    hasArrived.current = true;
    // The heading to the middle of the window: a long card centred whole would hide its start.
    const heading = headingRef.current ?? regionRef.current!;
    bringIntoFocus(heading, heading);
  }, [props.takesFocus, hasFeedback]);
  useEffect(() => {
    if (focusAfterClose.current === undefined) return;
    (focusAfterClose.current === 'revise' ? reviseRef : headingRef).current?.focus();
    focusAfterClose.current = undefined;
  });

  if (!hasFeedback) return null;
  const currentVersion = Math.max(waiting?.version ?? 0, item?.version ?? 0);
  const canRevise = item?.canRevise === true && item.review.verdict === 'another_pass';
  const headingId = `feedback-${quest.id}`;

  return (
    <div ref={regionRef} tabIndex={-1} className={cn('mt-4 flex flex-col gap-3', props.className)}>
      {item && (
        <FeedbackCard
          review={item.review}
          headingId={headingId}
          headingRef={headingRef}
          aboutVersion={item.version < currentVersion ? item.version : undefined}
        >
          {canRevise && !props.canOfferRevise && (
            <Link
              to={`${withQuery(paths.quests, { quest: quest.id })}#feedback`}
              className={buttonVariants({ variant: 'secondary', className: 'self-start' })}
            >
              <PencilLine aria-hidden /> Revise on the quest
            </Link>
          )}
          {canRevise &&
            props.canOfferRevise &&
            (isRevising ? (
              <ReviseForm
                quest={quest}
                onClose={(isSent) => {
                  focusAfterClose.current = isSent ? 'heading' : 'revise';
                  setIsRevising(false);
                }}
              />
            ) : (
              <Button
                ref={reviseRef}
                variant="secondary"
                className="self-start"
                aria-describedby={headingId}
                onClick={() => setIsRevising(true)}
              >
                <PencilLine aria-hidden /> Revise
              </Button>
            ))}
        </FeedbackCard>
      )}
      {waiting && <WaitingNote submittedAt={waiting.submittedAt} version={waiting.version} />}
      {currentVersion > 1 && <FeedbackHistory questId={quest.id} />}
    </div>
  );
}
