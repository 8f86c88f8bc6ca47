import { AlertDialog } from 'radix-ui';
import { cn } from '#web/lib/cn.ts';
import { Button } from './button.tsx';
import { dialogBoxClass, dialogOverlayClass, useDialogBesideToasts } from './dialog.tsx';

/**
 * A yes-or-no question before something that cannot be quietly undone
 * (ending a pairing, blocking, deleting). Cancel has the focus first, and
 * the question stays until it is answered or the work is done.
 */
export function ConfirmDialog(props: {
  title: string;
  description: string;
  confirmLabel: string;
  /** What the confirm button says while the work is being done ('Deleting...'). */
  busyLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** 'danger' (the default) for what takes something away; 'ember' for a choice that gives. */
  tone?: 'danger' | 'ember';
}) {
  useDialogBesideToasts(props.isBusy);
  return (
    <AlertDialog.Root open onOpenChange={(isOpen) => !isOpen && !props.isBusy && props.onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClass} />
        <AlertDialog.Content
          className={cn(dialogBoxClass('centered', 'md'), 'overflow-y-auto p-6')}
        >
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
              className={props.tone === 'ember' ? undefined : 'bg-red-700 hover:bg-red-800'}
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
