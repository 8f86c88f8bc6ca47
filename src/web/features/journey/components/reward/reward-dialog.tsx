import { Flame, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { InviteStep } from './invite-step.tsx';
import { ClaimForm, type ClaimFormProps } from './claim-form.tsx';

type RewardDialogProps = ClaimFormProps & { onInvite: () => void };

/**
 * The Ember Kit claim. After realm 2 it first offers to pass the flame; the
 * shipping form comes once that offer is answered. Choosing to invite claims
 * the kit first, since completing the realm (the claim) is what grants the
 * invitation, and then goes on to the invitation form (`onInvite`).
 */
export function RewardDialog(props: RewardDialogProps) {
  const [step, setStep] = useState<'invite' | 'claim'>(props.realmId === 2 ? 'invite' : 'claim');
  const [isPassingFlame, setIsPassingFlame] = useState(false);
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white p-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl">
          <Dialog.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Close"
              className="absolute top-3 right-3"
            >
              <X aria-hidden />
            </Button>
          </Dialog.Close>
          <Flame className="size-10 text-ember-600" aria-hidden />
          {step === 'invite' ? (
            <InviteStep
              onNotNow={() => setStep('claim')}
              onInvite={() => {
                setIsPassingFlame(true);
                setStep('claim');
              }}
            />
          ) : (
            <>
              <Dialog.Title className="mt-2 font-(family-name:--font-display) text-2xl font-semibold text-ink">
                Claim Your Ember Kit
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-soft">
                You mastered {props.realmTitle}. Tell us where to send your kit and our team will
                prepare it.
                {isPassingFlame &&
                  ' Claiming it completes the realm; the invitation form opens right after.'}
              </Dialog.Description>
              <ClaimForm
                realmId={props.realmId}
                realmTitle={props.realmTitle}
                onClose={isPassingFlame ? props.onInvite : props.onClose}
              />
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
