import { Dialog } from 'radix-ui';
import { Button } from '#web/components/ui/button.tsx';

export function InviteStep(props: { onNotNow: () => void; onInvite: () => void }) {
  return (
    <>
      <Dialog.Title className="mt-2 font-(family-name:--font-display) text-2xl font-semibold text-ink">
        You've Lit the Way for Another
      </Dialog.Title>
      <Dialog.Description className="mt-2 text-ink-soft">
        Having completed two realms, you may now pass the flame: invite one fellow creator to begin
        their own journey.
      </Dialog.Description>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={props.onNotNow}>
          Not Now
        </Button>
        <Button onClick={props.onInvite}>Invite a Creator</Button>
      </div>
    </>
  );
}
