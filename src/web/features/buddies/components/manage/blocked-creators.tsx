import { Button } from '#web/components/ui/button.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useUnblockCreator } from '../../api/buddy-mutations.ts';
import type { BuddyOverview } from '../../api/get-buddy-overview.ts';
import { BuddyAvatar } from '../buddy-avatar.tsx';
import { ManageSection, PersonRow } from './manage-section.tsx';

type BlockedCreator = BuddyOverview['blocked'][number];

function BlockedRow({ creator }: { creator: BlockedCreator }) {
  const unblock = useUnblockCreator();
  async function unblockCreator() {
    try {
      await unblock.mutateAsync(creator.id);
      notify('info', 'Creator Unblocked', {
        description: `Requests from ${creator.name} can reach you again.`,
      });
    } catch (error) {
      notifyError(error, 'Not Unblocked');
    }
  }
  return (
    <PersonRow
      avatar={<BuddyAvatar name={creator.name} avatar={creator.avatar} />}
      name={creator.name}
      detail={`Blocked on ${formatDate(new Date(creator.blockedAt))}`}
      actions={
        <Button
          variant="secondary"
          disabled={unblock.isPending}
          onClick={() => void unblockCreator()}
        >
          {unblock.isPending ? 'Unblocking...' : 'Unblock'}
          <span className="sr-only"> {creator.name}</span>
        </Button>
      }
    />
  );
}

/** Creators whose requests are kept away, silently; each can be unblocked. */
export function BlockedCreators({ creators }: { creators: BlockedCreator[] }) {
  return (
    <ManageSection
      heading="Blocked Creators"
      intro="They are never told. Their requests do not reach you while they are blocked."
      emptyText="You have not blocked anyone."
      isEmpty={creators.length === 0}
    >
      <ul className="divide-y divide-line">
        {creators.map((creator) => (
          <BlockedRow key={creator.id} creator={creator} />
        ))}
      </ul>
    </ManageSection>
  );
}
