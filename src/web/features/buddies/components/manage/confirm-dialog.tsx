import { AlertDialog } from 'radix-ui';
import { Button } from '#web/components/ui/button.tsx';

/** A yes-or-no question before something that cannot be quietly undone (ending a pairing, blocking). */
export function ConfirmDialog(props: {
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <AlertDialog.Root open onOpenChange={(isOpen) => !isOpen && props.onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-ink">
            {props.title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-soft">
            {props.description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={props.isBusy}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button
              className="bg-red-700 hover:bg-red-800"
              disabled={props.isBusy}
              onClick={props.onConfirm}
            >
              {props.isBusy ? props.busyLabel : props.confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
