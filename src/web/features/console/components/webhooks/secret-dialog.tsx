import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogBody, DialogFooter } from '#web/components/ui/dialog.tsx';
import { notify } from '#web/lib/notify.ts';

/** The signing secret, shown once: after this dialog closes no screen shows it again. */
export function SecretDialog(props: { secret: string; title: string; onClose: () => void }) {
  return (
    <Dialog
      title={props.title}
      description="Copy this signing secret into the receiving service now: it will not be shown again."
      onClose={props.onClose}
      keepsOpenOnOutsideClick
      isCentered
    >
      <DialogBody>
        <p className="text-sm font-semibold text-ink">Signing secret</p>
        <code
          aria-label="Signing secret"
          className="block rounded-lg border border-line bg-stone-50 p-3 font-mono text-sm break-all text-ink"
        >
          {props.secret}
        </code>
      </DialogBody>
      <DialogFooter>
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(props.secret)
              .then(() => notify('success', 'Secret copied'))
          }
        >
          Copy secret
        </Button>
        <Button onClick={props.onClose}>Done</Button>
      </DialogFooter>
    </Dialog>
  );
}
