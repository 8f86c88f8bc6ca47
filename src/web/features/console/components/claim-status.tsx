import { KIT_OVERDUE_DAYS, kitClaimStatusLabels } from '#shared/rules/kit-claims.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import type { ConsoleClaim } from '../api/get-claims.ts';

const tones = {
  pending: 'gold',
  packed: 'ember',
  shipped: 'ember',
  delivered: 'success',
  cancelled: 'muted',
} as const;

/** The claim's status, and 'Overdue' beside it when it is still here past the insights' limit. */
export function ClaimStatus({ claim }: { claim: ConsoleClaim }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={tones[claim.status]}>{kitClaimStatusLabels[claim.status]}</Badge>
      {claim.overdue && (
        <Badge tone="danger" title={`Not shipped ${KIT_OVERDUE_DAYS} days after the claim`}>
          Overdue
        </Badge>
      )}
    </span>
  );
}
