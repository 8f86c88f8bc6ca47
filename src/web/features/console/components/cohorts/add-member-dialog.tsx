import { useState } from 'react';
import { BreakableName } from '#web/components/breakable-name.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogBody } from '#web/components/ui/dialog.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import type { ConsoleCohort } from '../../api/get-cohorts.ts';
import { useCreators } from '../../api/get-creators.ts';
import { usePlaceCohortMember } from '../../api/place-cohort-member.ts';

/**
 * Finds a creator by the start of their name or email (the creators list's own search) and
 * puts them in the cohort; one already in another cohort is moved.
 */
export function AddMemberDialog({
  cohort,
  onClose,
}: {
  cohort: ConsoleCohort;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const creators = useCreators({ page: 1, search, sort: 'name', direction: 'asc' });
  const place = usePlaceCohortMember();

  function add(creator: { id: string; name: string; email: string }) {
    place.mutate(
      { cohortId: cohort.id, userId: creator.id },
      {
        onSuccess: () => {
          notify('success', `${creator.name || creator.email} is in ${cohort.name}`);
          onClose();
        },
        onError: (error) => notifyError(error, 'Not added'),
      },
    );
  }

  return (
    <Dialog
      title="Add a creator"
      description={`To ${cohort.name}. A creator in another cohort moves here, keeping everything they did.`}
      onClose={onClose}
      isBusy={place.isPending}
    >
      <DialogBody>
        <form
          role="search"
          aria-label="Find a creator"
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(typed.trim());
          }}
        >
          <TextField
            label="Name or email"
            type="search"
            className="min-w-0 flex-1"
            maxLength={100}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            Find
          </Button>
        </form>
        <QueryState
          query={creators}
          what="creators"
          look="inline"
          isEmpty={(page) => page.items.every((creator) => creator.role !== 'creator')}
          emptyText="No creator matches."
        >
          {(page) => (
            <ul aria-label="Creators found" className="flex flex-col divide-y divide-line">
              {page.items
                .filter((creator) => creator.role === 'creator')
                .map((creator) => (
                  <li key={creator.id} className="flex items-center justify-between gap-3 py-2">
                    <span className="min-w-0 text-sm">
                      <span className="block font-semibold text-ink">{creator.name || '—'}</span>
                      <span className="block text-ink-soft">
                        <BreakableName text={creator.email} />
                      </span>
                    </span>
                    <Button
                      variant="secondary"
                      disabled={place.isPending}
                      onClick={() => add(creator)}
                    >
                      Add<span className="sr-only"> {creator.name || creator.email}</span>
                    </Button>
                  </li>
                ))}
            </ul>
          )}
        </QueryState>
      </DialogBody>
    </Dialog>
  );
}
