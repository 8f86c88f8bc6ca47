import { countOf, nouns } from '#shared/rules/plural.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import type { ConsoleClaim } from '../api/get-claims.ts';

/** Where an address's parts are shown together: street, then city, state and zip code. */
export function addressLine(place: {
  address: string;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}) {
  return [place.address, place.city, place.state, place.zipCode].filter(Boolean).join(', ');
}

/**
 * A claim cancelled and claimed again (or reopened) keeps its earlier
 * addresses and why each was cancelled, newest first, folded away.
 */
export function ClaimHistory({ claim }: { claim: ConsoleClaim }) {
  if (claim.history.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold text-ember-800">
        Claimed again after a cancellation ({countOf(claim.history.length, nouns.earlierAddress)})
      </summary>
      <ol aria-label={`Earlier claims of ${claim.name}`} className="mt-2 flex flex-col gap-2">
        {claim.history.map((earlier) => (
          <li key={earlier.replacedAt} className="border-l-2 border-line pl-3">
            <p className="text-ink [overflow-wrap:anywhere]">{addressLine(earlier)}</p>
            <p className="text-ink-soft">
              {earlier.cancelledAt
                ? `Cancelled ${formatDateTime(earlier.cancelledAt)}`
                : 'Cancelled'}
              {earlier.cancelReason && `: ${earlier.cancelReason}`}
            </p>
            <p className="text-ink-soft">Claimed again {formatDateTime(earlier.replacedAt)}</p>
          </li>
        ))}
      </ol>
    </details>
  );
}
