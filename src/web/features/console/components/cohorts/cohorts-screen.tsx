import { useState } from 'react';
import { Link } from 'react-router';
import { adminCohortPath } from '../console-paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { notify } from '#web/lib/notify.ts';
import { useAddCohort } from '../../api/add-cohort.ts';
import { useCohorts } from '../../api/get-cohorts.ts';
import { ConsolePage } from '../console-page.tsx';
import { CohortFacts } from './cohort-facts.tsx';
import { CohortFormDialog } from './cohort-form-dialog.tsx';

/** Every cohort, with its link to send to creators, and a button to start a new one. */
export function CohortsScreen() {
  const cohorts = useCohorts();
  const add = useAddCohort();
  const [isAdding, setIsAdding] = useState(false);
  const now = new Date();
  return (
    <ConsolePage intro="Groups of creators who start together. Send a cohort's join link to the creators who should be in it.">
      <div>
        <Button onClick={() => setIsAdding(true)}>New Cohort</Button>
      </div>
      <QueryState query={cohorts} what="cohorts" emptyText="No cohorts yet.">
        {(list) => (
          <ul aria-label="Cohorts" className="grid gap-3 lg:grid-cols-2">
            {list.map((cohort) => (
              <li
                key={cohort.id}
                className="flex min-w-0 flex-col gap-3 rounded-(--radius-card) border border-line bg-white p-4 shadow-sm"
              >
                <h2 className="font-semibold [overflow-wrap:anywhere]">
                  <Link
                    to={adminCohortPath(cohort.id)}
                    className="text-ember-800 underline underline-offset-2"
                  >
                    {cohort.name}
                  </Link>
                </h2>
                <CohortFacts cohort={cohort} now={now} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {isAdding && (
        <CohortFormDialog
          onClose={() => setIsAdding(false)}
          onSave={async (input) => {
            await add.mutateAsync(input);
            notify('success', 'Cohort created');
            setIsAdding(false);
          }}
        />
      )}
    </ConsolePage>
  );
}
