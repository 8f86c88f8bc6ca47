import { kitClaimStatusLabels, kitClaimTransitions } from '#shared/rules/kit-claims.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useChangeClaimStatus } from '../api/change-claim-status.ts';
import type { ConsoleClaim } from '../api/get-claims.ts';
import { formatDateTime } from '#web/lib/format-date.ts';

const tones = {
  pending: 'gold',
  packed: 'ember',
  shipped: 'ember',
  delivered: 'success',
  cancelled: 'muted',
} as const;

/** One claim with every shipping field, and the steps it can take next. */
export function ClaimCard(props: {
  claim: ConsoleClaim;
  onAskFor: (step: 'shipped' | 'cancelled') => void;
}) {
  const { claim } = props;
  const change = useChangeClaimStatus();
  const place = [claim.city, claim.state, claim.zipCode].filter(Boolean).join(', ');
  const next = kitClaimTransitions[claim.status];
  const markStep = (status: 'packed' | 'delivered' | 'pending') =>
    change.mutate(
      { claimId: claim.id, change: { status } },
      {
        onSuccess: () =>
          notify(
            'success',
            status === 'pending' ? 'Claim Reopened' : `Kit Marked ${kitClaimStatusLabels[status]}`,
            status === 'pending' ? { description: `${claim.name} has been told.` } : undefined,
          ),
        onError: (error) => notifyError(error, 'Status Not Changed'),
      },
    );
  return (
    <article
      aria-label={`Claim ${claim.id}: ${claim.name}`}
      className="flex flex-col gap-3 rounded-(--radius-card) border border-line bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-ink">
          {claim.name} · Realm {claim.realmId}
        </h2>
        <Badge tone={tones[claim.status]}>{kitClaimStatusLabels[claim.status]}</Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Email" value={claim.email} />
        <Field label="Address" value={[claim.address, place].filter(Boolean).join(', ')} />
        <Field label="Instructions" value={claim.specialInstructions ?? 'None'} />
        <Field label="Claimed" value={formatDateTime(claim.createdAt)} />
        {claim.trackingNumber && (
          <Field label="Tracking" value={`${claim.carrier} ${claim.trackingNumber}`} />
        )}
        {claim.cancelReason && <Field label="Cancelled because" value={claim.cancelReason} />}
      </dl>
      {next.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {next.includes('packed') && (
            <Button disabled={change.isPending} onClick={() => markStep('packed')}>
              Mark packed
            </Button>
          )}
          {next.includes('shipped') && (
            <Button onClick={() => props.onAskFor('shipped')}>Mark shipped</Button>
          )}
          {next.includes('delivered') && (
            <Button disabled={change.isPending} onClick={() => markStep('delivered')}>
              Mark delivered
            </Button>
          )}
          {next.includes('pending') && (
            <Button disabled={change.isPending} onClick={() => markStep('pending')}>
              Reopen claim
            </Button>
          )}
          {next.includes('cancelled') && (
            <Button variant="secondary" onClick={() => props.onAskFor('cancelled')}>
              Cancel kit
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 gap-2">
      <dt className="shrink-0 text-ink-soft">{label}:</dt>
      <dd className="min-w-0 break-words text-ink">{value}</dd>
    </div>
  );
}
