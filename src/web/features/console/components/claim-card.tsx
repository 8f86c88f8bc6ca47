import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';
import type { ConsoleClaim } from '../api/get-claims.ts';
import { addressLine, ClaimHistory } from './claim-history.tsx';
import { ClaimStatus } from './claim-status.tsx';
import { ClaimStepButtons, type AskedStep } from './claim-step-buttons.tsx';

/** One claim with every shipping field, when it moved, its earlier addresses, and the steps it can take next. */
export function ClaimCard(props: {
  claim: ConsoleClaim;
  isChosen: boolean;
  onChoose: (isOn: boolean) => void;
  onAskFor: (step: AskedStep) => void;
}) {
  const { claim } = props;
  return (
    <article
      aria-label={`Claim ${claim.id}: ${claim.name}`}
      className="flex flex-col gap-3 rounded-(--radius-card) border border-line bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-ink">
          {claim.name} · Realm {claim.realmId}
        </h2>
        <ClaimStatus claim={claim} />
      </div>
      <CheckboxField
        label={
          <>
            Select<span className="sr-only"> the claim of {claim.name}</span>
          </>
        }
        checked={props.isChosen}
        onChange={(event) => props.onChoose(event.target.checked)}
      />
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Field label="Email" value={claim.email} />
        <Field label="Address" value={addressLine(claim)} />
        <Field label="Instructions" value={claim.specialInstructions ?? 'None'} />
        <Field label="Claimed" value={formatDateTime(claim.createdAt)} />
        {claim.packedAt && <Field label="Packed" value={formatDateTime(claim.packedAt)} />}
        {claim.shippedAt && <Field label="Shipped" value={formatDateTime(claim.shippedAt)} />}
        {claim.trackingNumber && (
          <Field label="Tracking" value={`${claim.carrier} ${claim.trackingNumber}`} />
        )}
        {claim.cancelReason && <Field label="Cancelled because" value={claim.cancelReason} />}
      </dl>
      <ClaimHistory claim={claim} />
      <ClaimStepButtons claim={claim} onAskFor={props.onAskFor} />
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
