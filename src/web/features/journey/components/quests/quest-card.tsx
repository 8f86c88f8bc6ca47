import {
  CheckCircle2,
  FileText,
  Lightbulb,
  NotebookPen,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { QuestType } from '#shared/content-types.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { draftKeys, readDraft } from '#web/lib/use-draft.ts';
import type { WriteResult } from '../../api/send-pending-write.ts';
import { bringIntoFocus } from '../../utils/bring-into-focus.ts';
import { usePendingWrites } from '../../hooks/use-pending-writes.ts';
import type { QuestProgress } from '../../utils/progress-model.ts';
import { KeptOfflineNote } from '../kept-offline-note.tsx';
import { QuestForm } from './quest-form.tsx';
import { useQuestWords } from '../../api/get-curriculum.ts';
import { BreakableName } from '#web/components/breakable-name.tsx';
import { QuestShare } from './quest-share.tsx';
import { AnswerFeedback } from '../feedback/answer-feedback.tsx';
import { useQuestPreview } from './quest-preview.tsx';

const typeDetails: Record<QuestType, { label: string; icon: LucideIcon }> = {
  journal: { label: 'Journal', icon: NotebookPen },
  worksheet: { label: 'Worksheet', icon: FileText },
  brainstorm: { label: 'Brainstorm', icon: Lightbulb },
  reflection: { label: 'Reflection', icon: Sparkles },
};

type QuestCardProps = {
  quest: QuestProgress;
  isReadOnly: boolean;
  isFinal?: boolean;
  /** The next quest to do in its realm: highlighted and marked "Up next". */
  isUpNext?: boolean;
  /** What the creator comes to next (after completing the quest before it): view and focus here. */
  takesFocus?: boolean;
  /** The server has this quest's answer: the screen moves the focus on to what that opened. */
  onCompleted?: (questId: string) => void;
  /** Arrived from a feedback notification: the coach's feedback is brought into view and focus. */
  feedbackTakesFocus?: boolean;
};

export function QuestCard(props: QuestCardProps) {
  const { quest } = props;
  const { user } = useSignedInUser();
  const isPreview = useQuestPreview() !== null;
  const [isOpen, setIsOpen] = useState(false);
  const { label, icon: TypeIcon } = typeDetails[quest.type];
  const headingId = `quest-${quest.id}`;
  const keptOffline = usePendingWrites().find(
    (write) => write.kind === 'quest-completion' && write.questId === quest.id,
  );
  // Begun before (words kept on this device, or a worksheet uploaded): continued, not started.
  const isBegun =
    readDraft(draftKeys.questAnswer(user.id, quest.id)) !== '' ||
    (quest.type === 'worksheet' && Boolean(quest.fileName));
  const articleRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the form it was in has gone: back to the button (Cancel), or to
  // the quest itself (kept offline: the note that says so is there). Set before the render that
  // takes the form away, used by the effect after it.
  const focusAfterClose = useRef<'start' | 'heading'>(undefined);
  useEffect(() => {
    if (focusAfterClose.current === undefined) return;
    (focusAfterClose.current === 'start' ? startRef : headingRef).current?.focus();
    focusAfterClose.current = undefined;
  });
  useEffect(() => {
    if (props.takesFocus)
      bringIntoFocus(startRef.current ?? headingRef.current!, articleRef.current!);
  }, [props.takesFocus]);

  function closeForm(focusNext: 'start' | 'heading') {
    focusAfterClose.current = focusNext;
    setIsOpen(false);
  }

  function completed(result: WriteResult) {
    if (result.isKeptOffline) closeForm('heading');
    else props.onCompleted?.(quest.id);
  }

  return (
    <article
      ref={articleRef}
      aria-labelledby={headingId}
      className={cn(
        'rounded-(--radius-card) border bg-white p-5 shadow-sm',
        props.isFinal ? 'border-amber-300' : 'border-line',
        quest.completed && 'bg-emerald-50/40',
        props.isUpNext && 'border-2 border-ember-500 ring-4 ring-ember-100',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-full',
            quest.completed ? 'bg-emerald-100 text-emerald-700' : 'bg-ember-100 text-ember-700',
          )}
        >
          {quest.completed ? (
            <CheckCircle2 className="size-5" aria-hidden />
          ) : (
            <TypeIcon className="size-5" aria-hidden />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold text-ink">
            {quest.title}
          </h3>
          <p className="mt-0.5 text-sm text-ink-soft">{quest.description}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            {props.isUpNext && <Badge tone="ember">Up next</Badge>}
            <Badge tone="muted">{label}</Badge>
            {quest.completedAt && (
              <span className="text-xs font-medium text-emerald-800">
                Completed on {formatDate(quest.completedAt)}
              </span>
            )}
          </div>
        </div>
      </div>

      {quest.completed ? (
        <>
          <CompletedAnswer quest={quest} />
          {!isPreview && (
            <AnswerFeedback quest={quest} takesFocus={props.feedbackTakesFocus} canOfferRevise />
          )}
          <QuestShare questId={quest.id} questTitle={quest.title} headingId={headingId} />
        </>
      ) : keptOffline?.kind === 'quest-completion' ? (
        <KeptOfflineNote text={keptOffline.content} />
      ) : isOpen ? (
        <QuestForm quest={quest} onClose={() => closeForm('start')} onCompleted={completed} />
      ) : (
        !props.isReadOnly && (
          <Button
            ref={startRef}
            variant="secondary"
            className="mt-4 w-full sm:w-auto"
            onClick={() => setIsOpen(true)}
            aria-describedby={headingId}
          >
            {isBegun ? 'Continue' : 'Start Quest'}
          </Button>
        )
      )}
    </article>
  );
}

/** The answer, under the prompt it answered (staff may have reworded the quest since). */
function CompletedAnswer({ quest }: { quest: QuestProgress }) {
  const words = useQuestWords(quest.id);
  const prompt = quest.answeredPrompt ?? words?.prompt;
  return (
    <details className="group mt-4 rounded-xl bg-white/70">
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-ember-800">
        Read your answer
      </summary>
      <div className="mt-2 flex flex-col gap-2 text-sm text-ink">
        {prompt && <p className="text-ink-soft italic">{prompt}</p>}
        {quest.fileUrl && (
          <a
            href={quest.fileUrl}
            className="inline-flex items-center gap-2 font-medium text-ember-800 underline"
          >
            <FileText className="size-4 shrink-0" aria-hidden />{' '}
            <BreakableName text={quest.fileName ?? 'Your worksheet'} />
          </a>
        )}
        {quest.content && <p className="whitespace-pre-wrap">{quest.content}</p>}
      </div>
    </details>
  );
}
