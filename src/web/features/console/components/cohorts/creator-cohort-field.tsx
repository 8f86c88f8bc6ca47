import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useCan } from '#web/lib/permissions.ts';
import type { CreatorDetail } from '../../api/get-creator.ts';
import { useCohorts } from '../../api/get-cohorts.ts';
import { usePlaceCohortMember } from '../../api/place-cohort-member.ts';

/**
 * A creator's cohort on their page. Those who manage cohorts choose another and Move (the
 * creator keeps everything they did); others read it. Staff are in no cohort.
 */
export function CreatorCohortField({ detail }: { detail: CreatorDetail }) {
  const canManage = useCan('cohorts:manage');
  if (detail.creator.role !== 'creator') return null;
  const current = detail.cohort;
  if (!canManage) return <p className="text-sm text-ink-soft">Cohort: {current?.name ?? 'none'}</p>;
  return <CohortMover userId={detail.creator.id} current={current} />;
}

function CohortMover(props: { userId: string; current: CreatorDetail['cohort'] }) {
  const cohorts = useCohorts();
  const place = usePlaceCohortMember();
  const [chosen, setChosen] = useState(props.current ? String(props.current.id) : '');
  const choices = (cohorts.data ?? []).map((cohort) => ({
    value: String(cohort.id),
    label: cohort.name,
  }));
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const target = cohorts.data?.find((cohort) => String(cohort.id) === chosen);
        if (!target) return;
        place.mutate(
          { cohortId: target.id, userId: props.userId },
          {
            onSuccess: () => notify('success', `Now in ${target.name}`),
            onError: (error) => notifyError(error, 'Not moved'),
          },
        );
      }}
    >
      <SelectField
        label="Cohort"
        className="min-w-0 flex-1"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        options={[...(props.current ? [] : [{ value: '', label: 'None' }]), ...choices]}
      />
      <Button
        type="submit"
        variant="secondary"
        disabled={place.isPending || chosen === '' || chosen === String(props.current?.id)}
      >
        {place.isPending ? 'Moving...' : 'Move'}
      </Button>
    </form>
  );
}
