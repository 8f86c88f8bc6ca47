import { useNavigate } from 'react-router';
import { paths } from '#shared/paths.ts';
import { adminReviewPath } from '../console-paths.ts';
import { notify } from '#web/lib/notify.ts';
import { queryOf } from '../../api/console-requests.ts';
import type { ReviewQueueFilters } from '../../api/get-review-queue.ts';
import { reviewRequests } from '../../api/review-requests.ts';
import { searchOf } from './review-queue-search.ts';
import { isClaimHeld } from './review-wording.ts';

/**
 * After feedback is sent, straight on to the next answer of the same narrowed
 * queue that no other coach holds: a morning's queue cleared from a phone
 * without going back to the list each time. The queue when none is left.
 */
export function useNextReview(filters: ReviewQueueFilters, currentId: number) {
  const navigate = useNavigate();
  const search = searchOf(filters);
  const backToQueue = () => navigate(paths.adminReviews + search);

  async function goToNext() {
    const now = new Date();
    const page = await reviewRequests
      .queue({
        ...queryOf({ ...filters, mine: filters.mine ? 'true' : undefined }),
        limit: '20',
      })
      .catch(() => null);
    const next = page?.items.find(
      (item) => item.id !== currentId && !(isClaimHeld(item.claim, now) && !item.claim.isMine),
    );
    if (next) {
      notify('success', 'Feedback sent', {
        id: 'review-send',
        description: 'Here is the next one.',
      });
      await navigate(adminReviewPath(next.id) + search);
    } else {
      notify('success', 'Feedback sent', {
        id: 'review-send',
        description: 'That was the last one waiting. Nice work.',
      });
      await backToQueue();
    }
  }

  return { goToNext, backToQueue };
}
