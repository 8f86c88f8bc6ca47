import { HandHeart } from 'lucide-react';
import { buddyNudgeMessages } from '#shared/rules/buddy-nudges.ts';
import type { BuddyNudgeState } from '#shared/rules/buddy-nudges.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useNudgeBuddy } from '../api/buddy-mutations.ts';

/**
 * One tap to tell a quiet buddy you are thinking of them. Offered only when
 * the server says a nudge may go; when it may not (the buddy is active, or
 * turned nudges off) the card says nothing at all, so nobody is blamed.
 */
export function NudgeBuddyButton(props: {
  pairId: number;
  buddyName: string;
  state: BuddyNudgeState;
}) {
  const nudge = useNudgeBuddy();
  if (props.state === 'unavailable' && !nudge.isSuccess) return null;
  const isNudged = props.state === 'nudged-today' || nudge.isSuccess;

  async function send() {
    try {
      await nudge.mutateAsync(props.pairId);
      notify('success', 'Nudge Sent', {
        id: 'buddy-nudge',
        description: buddyNudgeMessages.sent(props.buddyName),
      });
    } catch (error) {
      notifyError(error, 'Nudge Not Sent', { id: 'buddy-nudge' });
    }
  }

  return (
    <Button
      variant="secondary"
      className="self-start"
      disabled={isNudged || nudge.isPending}
      onClick={send}
    >
      <HandHeart aria-hidden />
      {isNudged ? (
        'Nudged today'
      ) : nudge.isPending ? (
        'Nudging...'
      ) : (
        <>
          Nudge<span className="sr-only"> {props.buddyName}</span>
        </>
      )}
    </Button>
  );
}
