import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useEndBuddyPairing } from '../../api/buddy-mutations.ts';
import type { BuddyOverview } from '../../api/get-buddy-overview.ts';
import { BuddyAvatar } from '../buddy-avatar.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ManageSection, PersonRow } from './manage-section.tsx';

type CurrentBuddy = BuddyOverview['current'][number];

/** Active buddies, each with 'End Pairing' (after a confirmation; the other is told). */
export function CurrentBuddies({ buddies }: { buddies: CurrentBuddy[] }) {
  const [ending, setEnding] = useState<CurrentBuddy>();
  const end = useEndBuddyPairing();

  async function confirmEnd() {
    if (!ending) return;
    try {
      await end.mutateAsync(ending.id);
      notify('info', 'Pairing Ended', {
        description: `You and ${ending.name} are no longer paired.`,
      });
      setEnding(undefined);
    } catch (error) {
      notifyError(error, 'Pairing Not Ended');
    }
  }

  return (
    <ManageSection
      heading="Your Buddies"
      emptyText="You have no buddies yet. Find one on the Buddies page."
      isEmpty={buddies.length === 0}
    >
      <ul className="divide-y divide-line">
        {buddies.map((buddy) => (
          <PersonRow
            key={buddy.id}
            avatar={<BuddyAvatar name={buddy.name} avatar={buddy.avatar} />}
            name={buddy.name}
            detail={`${buddy.realm} · ${buddy.progress}% complete`}
            actions={
              <Button variant="secondary" onClick={() => setEnding(buddy)}>
                End Pairing<span className="sr-only"> with {buddy.name}</span>
              </Button>
            }
          />
        ))}
      </ul>
      {ending && (
        <ConfirmDialog
          title={`End your pairing with ${ending.name}?`}
          description={`${ending.name} will be told the pairing has ended. You can pair again later if you both wish.`}
          confirmLabel="End Pairing"
          busyLabel="Ending..."
          isBusy={end.isPending}
          onConfirm={() => void confirmEnd()}
          onClose={() => setEnding(undefined)}
        />
      )}
    </ManageSection>
  );
}
