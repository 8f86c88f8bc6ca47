import { Flame } from 'lucide-react';
import { useState } from 'react';
import { INVITE_UNLOCKING_REALM_ID } from '#shared/rules/invites.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { ClaimForm, type ClaimFormProps } from './claim-form.tsx';
import { InviteStep } from './invite-step.tsx';

type RewardDialogProps = ClaimFormProps & {
  onInvite: () => void;
  /** Why staff cancelled the kit, when claiming it again. */
  cancelReason?: string | null;
};

/**
 * The Ember Kit claim. After the realm that unlocks the invitation it first
 * offers to pass the flame; the shipping form comes once that offer is
 * answered. Choosing to invite claims the kit first, since completing the
 * realm (the claim) is what grants the invitation, and then goes on to the
 * invitation form (`onInvite`).
 */
export function RewardDialog(props: RewardDialogProps) {
  const isAgain = props.mode === 'again';
  const [step, setStep] = useState<'invite' | 'claim'>(
    props.realmId === INVITE_UNLOCKING_REALM_ID && !isAgain ? 'invite' : 'claim',
  );
  const [isPassingFlame, setIsPassingFlame] = useState(false);
  return (
    <Dialog
      decoration={<Flame className="mb-1 size-10 text-ember-600" aria-hidden />}
      title={
        step === 'invite'
          ? "You've Lit the Way for Another"
          : isAgain
            ? 'Claim Your Ember Kit Again'
            : 'Claim Your Ember Kit'
      }
      description={
        step === 'invite'
          ? 'Having completed two realms, you may now pass the flame: invite one fellow creator to begin their own journey.'
          : isAgain
            ? `Your ${props.realmTitle} kit was cancelled${props.cancelReason ? `: ${props.cancelReason}` : '.'} Correct the address below and claim it again.`
            : `You mastered ${props.realmTitle}. Tell us where to send your kit and our team will prepare it.${isPassingFlame ? ' Claiming it completes the realm; the invitation form opens right after.' : ''}`
      }
      onClose={props.onClose}
    >
      {step === 'invite' ? (
        <InviteStep
          onNotNow={() => setStep('claim')}
          onInvite={() => {
            setIsPassingFlame(true);
            setStep('claim');
          }}
        />
      ) : (
        <ClaimForm
          realmId={props.realmId}
          realmTitle={props.realmTitle}
          mode={props.mode}
          onClose={isPassingFlame ? props.onInvite : props.onClose}
        />
      )}
    </Dialog>
  );
}
