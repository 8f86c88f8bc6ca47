import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Button } from '#web/components/ui/button.tsx';
import { buddyMessages } from '#shared/rules/buddies.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useSendBuddyRequest } from '../api/buddy-mutations.ts';
import { useBuddyCandidates, type BuddyCandidates } from '../api/get-buddy-candidates.ts';
import { BuddyAvatar } from './buddy-avatar.tsx';
import { RequestByEmailForm } from './request-by-email-form.tsx';

type Candidate = BuddyCandidates['candidates'][number];

function CandidateRow({ candidate }: { candidate: Candidate }) {
  const sendRequest = useSendBuddyRequest();
  async function ask() {
    try {
      await sendRequest.mutateAsync({ creatorId: candidate.id });
      notify('success', buddyMessages.requestSent, {
        description: `${candidate.name} will find it in Manage Buddies.`,
      });
    } catch (failure) {
      notifyError(failure, 'Request Not Sent');
    }
  }
  return (
    <li className="flex items-center gap-3 py-3">
      <BuddyAvatar name={candidate.name} avatar={candidate.avatar} />
      <span className="min-w-0 flex-1 font-medium text-ink">{candidate.name}</span>
      <Button
        variant="secondary"
        disabled={candidate.isRequested || sendRequest.isPending}
        onClick={() => void ask()}
      >
        {candidate.isRequested
          ? 'Request Sent'
          : sendRequest.isPending
            ? 'Sending...'
            : 'Ask to Pair'}
        <span className="sr-only"> with {candidate.name}</span>
      </Button>
    </li>
  );
}

function Candidates() {
  const candidates = useBuddyCandidates();
  if (!candidates.data) {
    return candidates.isError ? (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-ink">
        <p>{candidates.error.message}</p>
        <Button variant="secondary" onClick={() => void candidates.refetch()}>
          Try again
        </Button>
      </div>
    ) : (
      <p role="status" className="text-sm text-ink-soft">
        Looking for creators in your realm...
      </p>
    );
  }
  const { realm, candidates: list } = candidates.data;
  return (
    <section aria-labelledby="find-candidates-title" className="flex flex-col gap-1">
      <h3 id="find-candidates-title" className="font-semibold text-ink">
        Open to a buddy in {realm}
      </h3>
      {list.length === 0 ? (
        <p className="text-sm text-ink-soft">
          No one in your realm is looking right now. Ask someone you know by email below, and turn
          on ‘Let creators in my realm find me’ in Manage Buddies so others can find you too.
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {list.map((candidate) => (
            <CandidateRow key={candidate.id} candidate={candidate} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'Find a Realm Buddy': creators in the same realm who chose to be findable, or a request by email. */
export function FindBuddyDialog(props: { onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col gap-5 overflow-y-auto rounded-t-3xl bg-white p-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl">
          <div className="flex items-start justify-between gap-3">
            <div className="flex flex-col gap-1">
              <Dialog.Title className="font-(family-name:--font-display) text-2xl font-semibold text-ink">
                Find a Realm Buddy
              </Dialog.Title>
              <Dialog.Description className="text-sm text-ink-soft">
                A pairing starts when the other creator accepts your request.
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <X aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <Candidates />
          <section aria-labelledby="find-by-email-title" className="flex flex-col gap-2">
            <h3 id="find-by-email-title" className="font-semibold text-ink">
              Or ask someone you know
            </h3>
            <RequestByEmailForm />
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
