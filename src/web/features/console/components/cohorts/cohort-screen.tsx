import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { notify } from '#web/lib/notify.ts';
import { useChangeCohort } from '../../api/change-cohort.ts';
import { useCohorts, type ConsoleCohort } from '../../api/get-cohorts.ts';
import { ConsolePage } from '../console-page.tsx';
import { CohortFacts } from './cohort-facts.tsx';
import { CohortFormDialog } from './cohort-form-dialog.tsx';
import { CohortMembers } from './cohort-members.tsx';

/** One cohort: its facts and link, Edit, and its members. Read from the cohorts list, which is short. */
export function CohortScreen({ cohortId }: { cohortId: number }) {
  const cohorts = useCohorts();
  return (
    <ConsolePage>
      <QueryState query={cohorts} what="this cohort">
        {(list) => {
          const cohort = list.find((candidate) => candidate.id === cohortId);
          return cohort ? (
            <CohortDetails cohort={cohort} />
          ) : (
            <p role="alert" className="text-ink">
              There is no such cohort.
            </p>
          );
        }}
      </QueryState>
    </ConsolePage>
  );
}

function CohortDetails({ cohort }: { cohort: ConsoleCohort }) {
  const change = useChangeCohort(cohort.id);
  const [isEditing, setIsEditing] = useState(false);
  return (
    <>
      <section
        aria-label={cohort.name}
        className="flex min-w-0 flex-col gap-3 rounded-(--radius-card) border border-line bg-white p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="min-w-0 text-lg font-semibold text-ink [overflow-wrap:anywhere]">
            {cohort.name}
          </h2>
          <Button variant="secondary" onClick={() => setIsEditing(true)}>
            Edit
          </Button>
        </div>
        <CohortFacts cohort={cohort} now={new Date()} />
      </section>
      <CohortMembers cohort={cohort} />
      {isEditing && (
        <CohortFormDialog
          cohort={cohort}
          onClose={() => setIsEditing(false)}
          onSave={async (input) => {
            await change.mutateAsync(input);
            notify('success', 'Cohort saved');
            setIsEditing(false);
          }}
        />
      )}
    </>
  );
}
