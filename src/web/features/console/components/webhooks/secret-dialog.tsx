import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogBody, DialogFooter } from '#web/components/ui/dialog.tsx';
import { notify } from '#web/lib/notify.ts';

/** What a secret is called: a webhook's signing secret unless said otherwise (an API key). */
type SecretWords = { label: string; description: string; copyLabel: string };

const signingSecret: SecretWords = {
  label: 'Signing secret',
  description:
    'Copy this signing secret into the receiving service now: it will not be shown again.',
  copyLabel: 'Copy secret',
};

/** A secret, shown once: after this dialog closes no screen shows it again. */
export function SecretDialog(props: {
  secret: string;
  title: string;
  words?: SecretWords;
  onClose: () => void;
}) {
  const words = props.words ?? signingSecret;
  return (
    <Dialog
      title={props.title}
      description={words.description}
      onClose={props.onClose}
      keepsOpenOnOutsideClick
      isCentered
    >
      <DialogBody>
        <p className="text-sm font-semibold text-ink">{words.label}</p>
        <code
          aria-label={words.label}
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
          {words.copyLabel}
        </Button>
        <Button onClick={props.onClose}>Done</Button>
      </DialogFooter>
    </Dialog>
  );
}
