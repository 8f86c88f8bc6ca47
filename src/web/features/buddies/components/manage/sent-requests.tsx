import { Mail } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useCancelBuddyRequest } from '../../api/buddy-mutations.ts';
import type { BuddyOverview } from '../../api/get-buddy-overview.ts';
import { BuddyAvatar } from '../buddy-avatar.tsx';
import { ManageSection, PersonRow } from './manage-section.tsx';

type SentRequest = BuddyOverview['sent'][number];

function SentRow({ request }: { request: SentRequest }) {
  const cancel = useCancelBuddyRequest();
  // A request by email shows the address typed, whether or not it has an account.
  const name = request.to?.name ?? request.email ?? '';
  async function cancelRequest() {
    try {
      await cancel.mutateAsync(request.id);
      notify('info', 'Request Cancelled', { description: name });
    } catch (error) {
      notifyError(error, 'Not Cancelled');
    }
  }
  return (
    <PersonRow
      avatar={
        request.to ? (
          <BuddyAvatar name={request.to.name} avatar={request.to.avatar} />
        ) : (
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-ember-100 text-ember-800">
            <Mail aria-hidden className="size-5" />
          </span>
        )
      }
      name={name}
      detail={`Sent on ${formatDate(new Date(request.createdAt))}, waiting for an answer`}
      actions={
        <Button
          variant="secondary"
          disabled={cancel.isPending}
          onClick={() => void cancelRequest()}
        >
          {cancel.isPending ? 'Cancelling...' : 'Cancel'}
          <span className="sr-only"> request to {name}</span>
        </Button>
      }
    />
  );
}

/** Requests this creator sent that have no answer yet; each can be taken back. */
export function SentRequests({ requests }: { requests: SentRequest[] }) {
  return (
    <ManageSection
      heading="Requests You Sent"
      emptyText="You have no requests waiting for an answer."
      isEmpty={requests.length === 0}
    >
      <ul className="divide-y divide-line">
        {requests.map((request) => (
          <SentRow key={request.id} request={request} />
        ))}
      </ul>
    </ManageSection>
  );
}
