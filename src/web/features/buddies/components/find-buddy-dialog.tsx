import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogBody } from '#web/components/ui/dialog.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { buddyMessages } from '#shared/rules/buddies.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useSendBuddyRequest } from '../api/buddy-mutations.ts';
import { useBuddyCandidates, type BuddyCandidates } from '../api/get-buddy-candidates.ts';
import { BuddyAvatar } from './buddy-avatar.tsx';
import { FindableSetting } from './manage/findable-setting.tsx';
import { PersonRow } from './manage/manage-section.tsx';
import { RequestByEmailForm } from './request-by-email-form.tsx';
import { SharedProfile } from './shared-profile.tsx';

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
    <PersonRow
      avatar={<BuddyAvatar name={candidate.name} avatar={candidate.avatar} />}
      name={candidate.name}
      about={<SharedProfile about={candidate.about} />}
      actions={
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
      }
    />
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
      {({ realm, isFindable, candidates: list }) => (
        <section aria-labelledby="find-candidates-title" className="flex flex-col gap-1">
          <h3 id="find-candidates-title" className="font-semibold text-ink">
            Open to a buddy in {realm}
          </h3>
          {list.length === 0 ? (
            <div className="flex flex-col gap-3">
              <p className="text-sm text-ink-soft">
                No one in your realm is looking right now. Ask someone you know by email below.
              </p>
              {/* Right here, so a hidden creator need not go to Manage Buddies to be found. */}
              <FindableSetting isFindable={isFindable} look="inline" />
            </div>
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

/**
 * 'Find a Realm Buddy': creators in the same realm who chose to be findable,
 * with what they share of their profile, or a request by email.
 */
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
