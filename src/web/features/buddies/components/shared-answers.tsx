import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import {
  useSharedAnswers,
  type MySharedAnswer,
  type SharedAnswers as SharedAnswersData,
  type SharedWithMe,
} from '../api/get-shared-answers.ts';
import { BuddyAvatar } from './buddy-avatar.tsx';
import { ShareCommentForm } from './share-comment-form.tsx';
import { ReactionShown, ShareReactions } from './share-reactions.tsx';

const cardClass =
  'flex flex-col gap-3 rounded-(--radius-card) border border-line bg-white p-5 shadow-sm';

function AnswerText({ answer }: { answer: SharedWithMe['answer'] }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-parchment/60 p-3 text-sm text-ink">
      {answer.fileName && (
        <p className="inline-flex items-center gap-2 text-ink-soft">
          <FileText className="size-4 shrink-0" aria-hidden />
          <span className="break-all">Worksheet: {answer.fileName}</span>
        </p>
      )}
      {answer.content && <p className="break-words whitespace-pre-wrap">{answer.content}</p>}
    </div>
  );
}

function SharedWithMeCard({ item }: { item: SharedWithMe }) {
  const headingId = `shared-answer-${item.id}`;
  return (
    <article aria-labelledby={headingId} className={cardClass}>
      <div className="flex items-center gap-3">
        <BuddyAvatar name={item.from.name} avatar={item.from.avatar} />
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-ink">
            {item.questTitle}
          </h3>
          <p className="text-sm text-ink-soft">
            {item.from.name}’s answer · shared {formatDate(new Date(item.sharedAt))}
          </p>
        </div>
      </div>
      <AnswerText answer={item.answer} />
      <ShareReactions
        shareId={item.id}
        ownerName={item.from.name}
        current={item.reaction?.reaction ?? null}
      />
      <ShareCommentForm
        shareId={item.id}
        ownerName={item.from.name}
        comment={item.reaction?.comment ?? null}
      />
    </article>
  );
}

function MySharedAnswerCard({ item }: { item: MySharedAnswer }) {
  const headingId = `my-shared-answer-${item.id}`;
  const reaction = item.reaction;
  const hasAnything =
    reaction !== null && (reaction.reaction !== null || reaction.comment !== null);
  return (
    <article aria-labelledby={headingId} className={cardClass}>
      <div>
        <h3 id={headingId} className="font-semibold text-ink">
          {item.questTitle}
        </h3>
        <p className="text-sm text-ink-soft">
          Shared with {item.with.name} · {formatDate(new Date(item.sharedAt))}
        </p>
      </div>
      <AnswerText answer={item.answer} />
      {hasAnything ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-ink">{item.with.name} responded</p>
          {reaction.reaction && <ReactionShown reaction={reaction.reaction} />}
          {reaction.comment && (
            <blockquote className="border-l-4 border-ember-300 pl-3 text-sm break-words whitespace-pre-wrap text-ink">
              {reaction.comment}
            </blockquote>
          )}
        </div>
      ) : (
        <p className="text-sm text-ink-soft">No reaction from {item.with.name} yet.</p>
      )}
    </article>
  );
}

function SharedLists({ data }: { data: SharedAnswersData }) {
  return (
    <>
      <section
        id="shared-with-you"
        aria-labelledby="shared-with-you-heading"
        className="flex flex-col gap-3"
      >
        <h2 id="shared-with-you-heading" className="text-lg font-semibold text-ink">
          Shared with you
        </h2>
        {data.sharedWithMe.length === 0 ? (
          <p className="rounded-(--radius-card) border border-dashed border-ember-200 bg-white/70 p-5 text-sm text-ink-soft">
            Nothing shared with you yet. When your buddy shares a completed answer, it appears here
            for you to react to.
          </p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {data.sharedWithMe.map((item) => (
              <li key={item.id}>
                <SharedWithMeCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="your-shared-answers" className="flex flex-col gap-3">
        <h2 id="your-shared-answers" className="text-lg font-semibold text-ink">
          Your shared answers
        </h2>
        {data.mine.length === 0 ? (
          <p className="rounded-(--radius-card) border border-dashed border-ember-200 bg-white/70 p-5 text-sm text-ink-soft">
            You have not shared an answer yet. Open a completed quest on the{' '}
            <Link to={paths.quests} className="font-medium text-ember-800 underline">
              Quests page
            </Link>{' '}
            and choose “Share with my buddy”.
          </p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {data.mine.map((item) => (
              <li key={item.id}>
                <MySharedAnswerCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * /buddies: the answers a current buddy shared (to read, react to and
 * comment on) and the creator's own shared ones with what the buddy said.
 * Without a buddy and with nothing shared there is nothing to show.
 */
export function SharedAnswers() {
  const shared = useSharedAnswers();
  return (
    <QueryState
      query={shared}
      loadingText="Loading shared answers..."
      placeholders={['h-40']}
      errorTitle="Shared answers could not be loaded"
    >
      {(data) =>
        data.buddies.length === 0 &&
        data.sharedWithMe.length === 0 &&
        data.mine.length === 0 ? null : (
          <SharedLists data={data} />
        )
      }
    </QueryState>
  );
}
