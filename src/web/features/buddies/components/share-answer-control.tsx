import { Check, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useShareAnswer, useStopSharingAnswer } from '../api/answer-share-mutations.ts';
import { useSharedAnswers } from '../api/get-shared-answers.ts';

const namesOf = (people: { name: string }[]) =>
  new Intl.ListFormat('en', { type: 'conjunction' }).format(people.map((person) => person.name));

/**
 * On a completed quest: 'Share with my buddy' (asked first, naming them) while
 * the creator has a current buddy, or 'Shared with {name}' and 'Stop sharing'.
 * Nothing shows while the buddies load, or without a buddy: the answer is the
 * card's business, sharing only an offer beside it.
 */
export function ShareAnswerControl(props: {
  questId: string;
  questTitle: string;
  /** The quest's heading, which tells a screen reader which answer the buttons are about. */
  headingId: string;
}) {
  const shared = useSharedAnswers();
  const share = useShareAnswer();
  const stopSharing = useStopSharingAnswer();
  const [isAsking, setIsAsking] = useState(false);
  if (!shared.data) return null;
  const sharedWith = shared.data.mine
    .filter((answer) => answer.questId === props.questId)
    .map((answer) => answer.with);
  const buddies = shared.data.buddies;

  async function confirmShare() {
    try {
      await share.mutateAsync(props.questId);
      setIsAsking(false);
      notify('success', 'Answer Shared!', {
        id: `share-${props.questId}`,
        description: `${namesOf(buddies)} can read it on their Buddies page.`,
      });
    } catch (error) {
      setIsAsking(false);
      notifyError(error, 'Answer Not Shared', { id: `share-${props.questId}` });
    }
  }

  async function stop() {
    try {
      await stopSharing.mutateAsync(props.questId);
      notify('success', 'No Longer Shared', {
        id: `share-${props.questId}`,
        description: 'Your buddy can no longer read this answer.',
      });
    } catch (error) {
      notifyError(error, 'Still Shared', { id: `share-${props.questId}` });
    }
  }

  if (sharedWith.length > 0) {
    return (
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800">
          <Check className="size-4 shrink-0" aria-hidden />
          Shared with {namesOf(sharedWith)}
        </p>
        <Button
          variant="link"
          className="min-h-11"
          disabled={stopSharing.isPending}
          onClick={() => void stop()}
          aria-describedby={props.headingId}
        >
          {stopSharing.isPending ? 'Stopping...' : 'Stop sharing'}
        </Button>
      </div>
    );
  }
  if (buddies.length === 0) return null;
  return (
    <>
      <Button
        variant="secondary"
        className="mt-3 w-full sm:w-auto"
        onClick={() => setIsAsking(true)}
        aria-describedby={props.headingId}
      >
        <Share2 aria-hidden />
        {buddies.length > 1 ? 'Share with my buddies' : 'Share with my buddy'}
      </Button>
      {isAsking && (
        <ConfirmDialog
          tone="ember"
          title={`Share this answer with ${namesOf(buddies)}?`}
          description={`${namesOf(buddies)} will be able to read your answer to “${props.questTitle}” and react or leave a comment. You can stop sharing at any time.`}
          confirmLabel="Share"
          busyLabel="Sharing..."
          isBusy={share.isPending}
          onConfirm={() => void confirmShare()}
          onClose={() => setIsAsking(false)}
        />
      )}
    </>
  );
}
