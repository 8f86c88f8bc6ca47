import { Button } from '#web/components/ui/button.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useClaimReview, useReleaseReview } from '../../api/claim-review.ts';
import type { ReviewClaim } from '../../api/review-shapes.ts';
import { claimWords, isClaimHeld } from './review-wording.ts';

/**
 * Who holds this answer, and Claim or Release: a claim keeps other coaches
 * off it for an hour while one writes.
 */
export function ClaimBar(props: { requestId: number; claim: ReviewClaim | null; isBusy: boolean }) {
  const claim = useClaimReview();
  const release = useReleaseReview();
  const now = new Date();
  const words = claimWords(props.claim, now);
  const isHeld = isClaimHeld(props.claim, now);
  const isMine = isHeld && props.claim!.isMine;
  const isBusy = props.isBusy || claim.isPending || release.isPending;

  async function take() {
    try {
      await claim.mutateAsync(props.requestId);
      notify('success', 'Claimed for an hour', { id: 'review-claim' });
    } catch (error) {
      notifyError(error, 'Not claimed', { id: 'review-claim' });
    }
  }

  async function letGo() {
    try {
      await release.mutateAsync(props.requestId);
      notify('success', 'Released', {
        id: 'review-claim',
        description: 'Another coach may take it now.',
      });
    } catch (error) {
      notifyError(error, 'Not released', { id: 'review-claim' });
    }
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-ember-50 p-3">
      <p className="text-sm text-ink" aria-live="polite">
        {words ?? 'No one has claimed this yet.'}
      </p>
      {isMine ? (
        <Button variant="secondary" disabled={isBusy} onClick={() => void letGo()}>
          {release.isPending ? 'Releasing...' : 'Release'}
        </Button>
      ) : (
        !isHeld && (
          <Button disabled={isBusy} onClick={() => void take()}>
            {claim.isPending ? 'Claiming...' : 'Claim'}
          </Button>
        )
      )}
    </div>
  );
}
