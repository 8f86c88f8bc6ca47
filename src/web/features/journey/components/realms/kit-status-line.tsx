import { Package } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
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

// The form loads when a cancelled kit is claimed again, not with the journey map.
const RewardDialog = lazy(() =>
  import('../reward/reward-dialog.tsx').then((module) => ({ default: module.RewardDialog })),
);

/**
 * Where this realm's Ember Kit is, with the carrier and tracking number once
 * it has shipped; a cancelled kit can be claimed again with a corrected address.
 */
export function KitStatusLine({ claim, realmTitle }: { claim: Claim; realmTitle: string }) {
  const [isClaiming, setIsClaiming] = useState(false);
  return (
    <div className="mt-2 flex flex-col gap-2 rounded-xl bg-ember-50 p-3 text-sm text-ink">
      <KitStatusWords claim={claim} />
      {claim.status === 'cancelled' && (
        <Button
          variant="secondary"
          className="self-start"
          onClick={(event) => {
            // The line sits inside the realm's link on the journey map.
            event.preventDefault();
            setIsClaiming(true);
          }}
        >
          Correct the address and claim again
        </Button>
      )}
      {isClaiming && (
        <Suspense fallback={null}>
          <RewardDialog
            realmId={claim.realmId}
            realmTitle={realmTitle}
            mode="again"
            cancelReason={claim.cancelReason}
            onClose={() => setIsClaiming(false)}
            onInvite={() => setIsClaiming(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

function KitStatusWords({ claim }: { claim: Claim }) {
  return (
    <div className="flex gap-2">
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
