import { Button } from '#web/components/ui/button.tsx';
import { DialogFooter } from '#web/components/ui/dialog.tsx';

/** After realm 2: pass the flame now (the claim comes first), or not now. */
export function InviteStep(props: { onNotNow: () => void; onInvite: () => void }) {
  return (
    <DialogFooter>
      <Button variant="secondary" onClick={props.onNotNow}>
        Not Now
      </Button>
      <Button onClick={props.onInvite}>Invite a Creator</Button>
    </DialogFooter>
  );
}
