import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogBody } from '#web/components/ui/dialog.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
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
        id: 'buddy-request',
        description: `${candidate.name} will find it in Manage Buddies.`,
      });
    } catch (failure) {
      notifyError(failure, 'Request Not Sent', { id: 'buddy-request' });
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
  return (
    <QueryState
      query={candidates}
      look="inline"
      loadingText="Looking for creators in your realm..."
    >
      {({ realm, candidates: list }) => (
        <section aria-labelledby="find-candidates-title" className="flex flex-col gap-1">
          <h3 id="find-candidates-title" className="font-semibold text-ink">
            Open to a buddy in {realm}
          </h3>
          {list.length === 0 ? (
            <p className="text-sm text-ink-soft">
              No one in your realm is looking right now. Ask someone you know by email below, and
              turn on ‘Let creators in my realm find me’ in Manage Buddies so others can find you
              too.
            </p>
          ) : (
            <ul className="divide-y divide-line">
              {list.map((candidate) => (
                <CandidateRow key={candidate.id} candidate={candidate} />
              ))}
            </ul>
          )}
        </section>
      )}
    </QueryState>
  );
}

/** 'Find a Realm Buddy': creators in the same realm who chose to be findable, or a request by email. */
export function FindBuddyDialog(props: { onClose: () => void }) {
  return (
    <Dialog
      title="Find a Realm Buddy"
      description="A pairing starts when the other creator accepts your request."
      onClose={props.onClose}
    >
      <DialogBody>
        <Candidates />
        <section aria-labelledby="find-by-email-title" className="flex flex-col gap-2">
          <h3 id="find-by-email-title" className="font-semibold text-ink">
            Or ask someone you know
          </h3>
          <RequestByEmailForm />
        </section>
      </DialogBody>
    </Dialog>
  );
}
