import { Link } from 'react-router';
import { adminReviewPath } from '../console-paths.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import type { ReviewQueueItem } from '../../api/review-shapes.ts';
import { claimWords, isClaimHeld, waitingFor } from './review-wording.ts';

/**
 * One answer waiting for feedback: who wrote it, where, how long it has
 * waited, who holds it. The whole card opens it (a thumb's target on a phone).
 */
export function ReviewQueueCard(props: { item: ReviewQueueItem; now: Date; search: string }) {
  const { item, now } = props;
  const claim = claimWords(item.claim, now);
  const isOthers = isClaimHeld(item.claim, now) && !item.claim.isMine;
  return (
    <li>
      <Link
        to={adminReviewPath(item.id) + props.search}
        className="flex items-start gap-3 rounded-(--radius-card) border border-line bg-white p-4 shadow-sm hover:border-ember-300 hover:bg-ember-50/40"
      >
        <Avatar name={item.creator.name} email="" image={item.creator.image} className="size-11" />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="font-semibold text-ink [overflow-wrap:anywhere]">
            {item.creator.name || 'A creator'}
          </span>
          <span className="text-sm text-ink [overflow-wrap:anywhere]">
            {item.quest.title}
            {item.version > 1 && ` (version ${item.version})`}
          </span>
          <span className="text-sm text-ink-soft [overflow-wrap:anywhere]">{item.realm.title}</span>
          <span className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
            <time dateTime={item.submittedAt}>{waitingFor(item.submittedAt, now)}</time>
            {item.quest.isFinal && <Badge tone="gold">Final task</Badge>}
            {claim && <Badge tone={isOthers ? 'muted' : 'ember'}>{claim}</Badge>}
            {item.hasMyDraft && <Badge tone="success">Draft saved</Badge>}
          </span>
        </span>
      </Link>
    </li>
  );
}
