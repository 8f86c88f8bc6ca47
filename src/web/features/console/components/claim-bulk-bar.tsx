import {
  canMoveKitClaim,
  kitBulkSteps,
  kitClaimStatusLabels,
  type KitBulkStep,
} from '#shared/rules/kit-claims.ts';
import { countOf, nouns, pluralOf } from '#shared/rules/plural.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useMoveClaims } from '../api/move-claims.ts';
import type { ClaimSelection } from '../hooks/use-claim-selection.ts';

/**
 * The ticked claims moved the same step at once ('Mark 3 as packed'): offered
 * only for a step every ticked claim can take, since the server moves all or none.
 */
export function ClaimBulkBar({ selection }: { selection: ClaimSelection }) {
  const move = useMoveClaims();
  const { chosen } = selection;
  const steps = kitBulkSteps.filter(
    (step) => chosen.length > 0 && chosen.every((claim) => canMoveKitClaim(claim.status, step)),
  );
  const moveAll = (step: KitBulkStep) =>
    move.mutate(
      { claimIds: chosen.map((claim) => claim.id), status: step },
      {
        onSuccess: ({ claims }) => {
          notify(
            'success',
            `${pluralOf(claims.length, { one: 'Kit', other: 'Kits' })} Marked ${kitClaimStatusLabels[step]}`,
            {
              description: `${countOf(claims.length, nouns.claim)} moved; each creator has been told.`,
            },
          );
          selection.clear();
        },
        onError: (error) => notifyError(error, 'Status Not Changed'),
      },
    );
  return (
    <section
      aria-label="Selected claims"
      className="flex flex-wrap items-center gap-3 rounded-(--radius-card) border border-line bg-stone-50 px-4 py-3 text-sm"
    >
      {/* The table has this in its header; the cards need it here. */}
      <CheckboxField
        className="lg:hidden"
        label="Select all on this page"
        checked={selection.isAllChosen}
        onChange={(event) => selection.toggleAll(event.target.checked)}
      />
      <p aria-live="polite" className="font-semibold text-ink">
        {chosen.length === 0
          ? 'Tick claims to move them together.'
          : `${countOf(chosen.length, nouns.claim)} selected`}
      </p>
      {steps.map((step) => (
        <Button key={step} disabled={move.isPending} onClick={() => moveAll(step)}>
          {move.isPending
            ? 'Please wait...'
            : `Mark ${chosen.length} as ${kitClaimStatusLabels[step].toLowerCase()}`}
        </Button>
      ))}
      {chosen.length > 0 && steps.length === 0 && (
        <p className="text-ink-soft">
          These claims cannot take the same step: tick pending claims to pack them, or shipped ones
          to mark them delivered.
        </p>
      )}
      {chosen.length > 0 && (
        <Button variant="secondary" disabled={move.isPending} onClick={selection.clear}>
          Clear selection
        </Button>
      )}
    </section>
  );
}
