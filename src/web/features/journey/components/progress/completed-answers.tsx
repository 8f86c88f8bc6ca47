import { Download } from 'lucide-react';
import { allTasksOf } from '#shared/rules/realm-progress.ts';
import { formatDate } from '#web/lib/format-date.ts';
import type { Progress } from '../../utils/progress-model.ts';
import { BreakableName } from '#web/components/breakable-name.tsx';
import { AnswerFeedback } from '../feedback/answer-feedback.tsx';
import { FeedbackBadge } from '../feedback/feedback-badge.tsx';

/** Every completed quest's answer, realm by realm, each opened on demand. */
export function CompletedAnswers({ progress }: { progress: Progress }) {
  const realms = progress.realms
    .map((realm) => ({ realm, done: allTasksOf(realm).filter((task) => task.completed) }))
    .filter(({ done }) => done.length > 0);
  if (realms.length === 0) {
    return <p className="text-ink-soft">Your completed quests will be here to read back.</p>;
  }
  return (
    <div className="flex flex-col gap-5">
      {realms.map(({ realm, done }) => (
        <div key={realm.id} className="flex flex-col gap-2">
          <h3 className="font-semibold text-ink">
            Realm {realm.id}: {realm.title}
          </h3>
          <ul className="flex flex-col gap-2">
            {done.map((task) => (
              <li key={task.id}>
                <details className="group rounded-xl border border-line bg-parchment/40">
                  <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 py-2 text-ink">
                    <span className="flex min-w-0 flex-wrap items-center gap-2">
                      <span className="font-medium">{task.title}</span>
                      <FeedbackBadge questId={task.id} />
                    </span>
                    {task.completedAt && (
                      <span className="shrink-0 text-xs text-ink-soft">
                        {formatDate(task.completedAt)}
                      </span>
                    )}
                  </summary>
                  <div className="flex flex-col gap-2 border-t border-line px-3 py-3">
                    {task.content && <p className="whitespace-pre-wrap text-ink">{task.content}</p>}
                    {task.fileUrl && (
                      <a
                        href={task.fileUrl}
                        download
                        className="inline-flex min-h-11 items-center gap-2 self-start font-medium text-ember-700 underline-offset-4 hover:underline"
                      >
                        <Download className="size-4" aria-hidden />
                        Download <BreakableName text={task.fileName ?? 'worksheet'} />
                      </a>
                    )}
                  </div>
                  <AnswerFeedback quest={task} className="mx-3 mt-0 mb-3" />
                </details>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
