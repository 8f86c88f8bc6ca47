import { kitClaimStatusLabels, kitClaimTransitions } from '#shared/rules/kit-claims.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useChangeClaimStatus } from '../api/change-claim-status.ts';
import type { ConsoleClaim } from '../api/get-claims.ts';

export type AskedStep = 'shipped' | 'cancelled';

/**
 * The steps one claim can take next, on its card and its table row alike:
 * those that need nothing typed are taken at once, the others ask first.
 * On the table each button names its claim for a screen reader.
 */
export function ClaimStepButtons(props: {
  claim: ConsoleClaim;
  onAskFor: (step: AskedStep) => void;
}) {
  const { claim } = props;
  const change = useChangeClaimStatus();
  const next = kitClaimTransitions[claim.status];
  if (next.length === 0) return null;
  const whose = <span className="sr-only"> for {claim.name}</span>;
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
    <div className="flex flex-wrap gap-2">
      {next.includes('packed') && (
        <Button disabled={change.isPending} onClick={() => markStep('packed')}>
          Mark packed{whose}
        </Button>
      )}
      {next.includes('shipped') && (
        <Button onClick={() => props.onAskFor('shipped')}>Mark shipped{whose}</Button>
      )}
      {next.includes('delivered') && (
        <Button disabled={change.isPending} onClick={() => markStep('delivered')}>
          Mark delivered{whose}
        </Button>
      )}
      {next.includes('pending') && (
        <Button disabled={change.isPending} onClick={() => markStep('pending')}>
          Reopen claim{whose}
        </Button>
      )}
      {next.includes('cancelled') && (
        <Button variant="secondary" onClick={() => props.onAskFor('cancelled')}>
          Cancel kit{whose}
        </Button>
      )}
    </div>
  );
}
