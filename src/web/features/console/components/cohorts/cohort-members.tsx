import { useState } from 'react';
import { REALM_COUNT } from '#shared/rules/curriculum.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import type { ConsoleCohort } from '../../api/get-cohorts.ts';
import { useCohortMembers, type CohortMember } from '../../api/get-cohort-members.ts';
import { useRemoveCohortMember } from '../../api/remove-cohort-member.ts';
import { creatorColumn, dayColumn } from '../creator-columns.tsx';
import type { Column } from '../data-table.tsx';
import { PagedTable } from '../paged-list.tsx';
import { AddMemberDialog } from './add-member-dialog.tsx';

/** A cohort's members a page at a time: add a creator, or take one out after a question. */
export function CohortMembers({ cohort }: { cohort: ConsoleCohort }) {
  const [page, setPage] = useState(1);
  const members = useCohortMembers(cohort.id, page);
  const remove = useRemoveCohortMember();
  const [isAdding, setIsAdding] = useState(false);
  const [leaving, setLeaving] = useState<CohortMember | null>(null);
  const columns: Column<CohortMember>[] = [
    creatorColumn(),
    { heading: 'Email', render: (member) => member.email, isLongText: true },
    dayColumn('Joined', (member) => member.joinedAt),
    {
      heading: 'Realms completed',
      render: (member) => `${member.realmsCompleted} of ${REALM_COUNT}`,
    },
    {
      heading: '',
      render: (member) => (
        <Button variant="secondary" onClick={() => setLeaving(member)}>
          Remove<span className="sr-only"> {member.name || member.email}</span>
        </Button>
      ),
    },
  ];
  return (
    <section aria-label="Members" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">Members</h2>
        <Button onClick={() => setIsAdding(true)}>Add a creator</Button>
      </div>
      <PagedTable
        query={members}
        what="members"
        emptyText="No members yet. Send the join link, or add a creator."
        label="Members"
        onPage={setPage}
        columns={columns}
        rowKey={(member) => member.id}
      />
      {isAdding && <AddMemberDialog cohort={cohort} onClose={() => setIsAdding(false)} />}
      {leaving && (
        <ConfirmDialog
          title={`Remove ${leaving.name || leaving.email}?`}
          description={`They leave ${cohort.name} and walk on alone, keeping everything they did.`}
          confirmLabel="Remove"
          busyLabel="Removing..."
          isBusy={remove.isPending}
          onClose={() => setLeaving(null)}
          onConfirm={() =>
            remove.mutate(
              { cohortId: cohort.id, userId: leaving.id },
              {
                onSuccess: () => {
                  notify('success', 'Removed from the cohort');
                  setLeaving(null);
                },
                onError: (error) => notifyError(error, 'Not removed'),
              },
            )
          }
        />
      )}
    </section>
  );
}
