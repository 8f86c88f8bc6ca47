import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useAcceptBuddyRequest, useDeclineBuddyRequest } from '../../api/buddy-mutations.ts';
import type { BuddyOverview } from '../../api/get-buddy-overview.ts';
import { BuddyAvatar } from '../buddy-avatar.tsx';
import { SharedProfile } from '../shared-profile.tsx';
import { BlockCreatorDialog } from './block-creator-dialog.tsx';
import { ManageSection, PersonRow } from './manage-section.tsx';

type IncomingRequest = BuddyOverview['incoming'][number];

function IncomingRow({ request, onBlock }: { request: IncomingRequest; onBlock: () => void }) {
  const accept = useAcceptBuddyRequest();
  const decline = useDeclineBuddyRequest();
  const isBusy = accept.isPending || decline.isPending;
  const { name } = request.from;

  async function acceptRequest() {
    try {
      const { realm } = await accept.mutateAsync(request.id);
      notify('success', 'You Have a Realm Buddy!', {
        description: `You and ${name} are paired in ${realm}.`,
      });
    } catch (error) {
      notifyError(error, 'Not Paired');
    }
  }
  async function declineRequest() {
    try {
      await decline.mutateAsync(request.id);
      notify('info', 'Request Declined', { description: `${name} will not be told.` });
    } catch (error) {
      notifyError(error, 'Not Declined');
    }
  }

  return (
    <PersonRow
      avatar={<BuddyAvatar name={name} avatar={request.from.avatar} />}
      name={name}
      detail={`Asked on ${formatDate(new Date(request.createdAt))}`}
      about={<SharedProfile about={request.from.about} />}
      actions={
        <>
          <Button disabled={isBusy} onClick={() => void acceptRequest()}>
            {accept.isPending ? 'Accepting...' : 'Accept'}
            <span className="sr-only"> {name}</span>
          </Button>
          <Button variant="secondary" disabled={isBusy} onClick={() => void declineRequest()}>
            {decline.isPending ? 'Declining...' : 'Decline'}
            <span className="sr-only"> {name}</span>
          </Button>
          <Button variant="ghost" disabled={isBusy} onClick={onBlock}>
            Block<span className="sr-only"> {name}</span>
          </Button>
        </>
      }
    />
  );
}

/**
 * Requests waiting for this creator, with what each sender shares of their
 * profile: Accept, Decline (quietly), or Block (silently).
 */
export function IncomingRequests({ requests }: { requests: IncomingRequest[] }) {
  const [blocking, setBlocking] = useState<IncomingRequest['from']>();
  return (
    <ManageSection
      heading="Requests for You"
      emptyText="No requests are waiting for you."
      isEmpty={requests.length === 0}
    >
      <ul className="divide-y divide-line">
        {requests.map((request) => (
          <IncomingRow
            key={request.id}
            request={request}
            onBlock={() => setBlocking(request.from)}
          />
        ))}
      </ul>
      {blocking && <BlockCreatorDialog creator={blocking} onClose={() => setBlocking(undefined)} />}
    </ManageSection>
  );
}
