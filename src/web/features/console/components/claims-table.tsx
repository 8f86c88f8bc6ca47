import { formatDate, formatDateTime } from '#web/lib/format-date.ts';
import type { ConsoleClaim } from '../api/get-claims.ts';
import type { ClaimSelection } from '../hooks/use-claim-selection.ts';
import { addressLine, ClaimHistory } from './claim-history.tsx';
import { ClaimStatus } from './claim-status.tsx';
import { ClaimStepButtons, type AskedStep } from './claim-step-buttons.tsx';

const headings = ['Claim', 'Address', 'Status', 'Claimed', 'Packed', 'Shipped', 'Next step'];

/** The queue on a laptop: one dense row a claim, ticked to move several at once. */
export function ClaimsTable(props: {
  claims: ConsoleClaim[];
  selection: ClaimSelection;
  onAskFor: (claim: ConsoleClaim, step: AskedStep) => void;
}) {
  const { selection } = props;
  // The day fits the row; the time is in its tooltip.
  const dateCell = (value: string | null) => (
    <td className="px-3 py-2 align-top whitespace-nowrap text-ink">
      {value ? (
        <time dateTime={value} title={formatDateTime(value)}>
          {formatDate(new Date(value))}
        </time>
      ) : (
        <span className="text-ink-soft">—</span>
      )}
    </td>
  );
  return (
    <div className="overflow-hidden rounded-(--radius-card) border border-line bg-white shadow-sm">
      <table aria-label="Kit claims" className="w-full text-left text-sm">
        <thead className="bg-stone-50 text-xs text-ink-soft uppercase">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <input
                type="checkbox"
                aria-label="Select every claim on this page"
                className="size-4 accent-ember-700"
                checked={selection.isAllChosen}
                onChange={(event) => selection.toggleAll(event.target.checked)}
              />
            </th>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {props.claims.map((claim) => (
            <tr key={claim.id} className={selection.isChosen(claim) ? 'bg-ember-50' : undefined}>
              <td className="px-3 py-2 align-top">
                <input
                  type="checkbox"
                  aria-label={`Select the claim of ${claim.name}`}
                  className="size-4 accent-ember-700"
                  checked={selection.isChosen(claim)}
                  onChange={(event) => selection.toggle(claim, event.target.checked)}
                />
              </td>
              <th scope="row" className="min-w-44 px-3 py-2 align-top font-normal">
                <span className="block font-semibold text-ink">{claim.name}</span>
                <span className="block text-ink-soft [overflow-wrap:anywhere]">{claim.email}</span>
                <span className="block text-ink-soft">Realm {claim.realmId}</span>
              </th>
              <td className="px-3 py-2 align-top text-ink">
                <span className="block [overflow-wrap:anywhere]">{addressLine(claim)}</span>
                {claim.specialInstructions && (
                  <span className="block text-ink-soft">{claim.specialInstructions}</span>
                )}
                {claim.trackingNumber && (
                  <span className="block text-ink-soft">
                    {claim.carrier} {claim.trackingNumber}
                  </span>
                )}
                {claim.cancelReason && (
                  <span className="block text-ink-soft">
                    Cancelled because {claim.cancelReason}
                  </span>
                )}
                <ClaimHistory claim={claim} />
              </td>
              <td className="px-3 py-2 align-top whitespace-nowrap">
                <ClaimStatus claim={claim} />
              </td>
              {dateCell(claim.createdAt)}
              {dateCell(claim.packedAt)}
              {dateCell(claim.shippedAt)}
              <td className="px-3 py-2 align-top">
                <ClaimStepButtons claim={claim} onAskFor={(step) => props.onAskFor(claim, step)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
