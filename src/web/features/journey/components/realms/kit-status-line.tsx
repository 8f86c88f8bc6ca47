import { Package } from 'lucide-react';
import { kitClaimStatusLabels } from '#shared/rules/kit-claims.ts';
import type { Progress } from '../../utils/progress-model.ts';

type Claim = Progress['rewardsClaimed'][number];

const sentences: Record<Claim['status'], string> = {
  pending: 'Your Ember Kit is being prepared.',
  packed: 'Your Ember Kit is packed and ships soon.',
  shipped: 'Your Ember Kit is on its way.',
  delivered: 'Your Ember Kit was delivered.',
  cancelled: 'Your Ember Kit was cancelled.',
};

/** Where this realm's Ember Kit is, with the carrier and tracking number once it has shipped. */
export function KitStatusLine({ claim }: { claim: Claim }) {
  return (
    <div className="mt-2 flex gap-2 rounded-xl bg-ember-50 p-3 text-sm text-ink">
      <Package aria-hidden className="mt-0.5 size-4 shrink-0 text-ember-700" />
      <p className="min-w-0 break-words">
        <span className="font-semibold">Ember Kit: {kitClaimStatusLabels[claim.status]}.</span>{' '}
        {sentences[claim.status]}
        {claim.trackingNumber && (
          <>
            {' '}
            {claim.carrier} tracking number:{' '}
            <span className="font-mono">{claim.trackingNumber}</span>
          </>
        )}
        {claim.cancelReason && <> Reason: {claim.cancelReason}</>}
      </p>
    </div>
  );
}
