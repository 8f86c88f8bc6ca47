import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { openDialogs } from '#web/lib/open-dialogs.ts';
import { Button } from './button.tsx';

export const dialogOverlayClass = 'fixed inset-0 z-40 bg-ink/60 backdrop-blur-sm';

// Every box stays below the toasts: lib/toasts.tsx sets --toasts-bottom to where they end
// (unset without toasts), and a card in the middle is centred in the room under them. Written out
// in full for each size, so that Tailwind finds the classes.
const layouts = {
  // A sheet from the bottom edge on a phone, a card in the middle from `sm` up.
  sheet:
    'inset-x-0 bottom-0 max-h-[min(92dvh,calc(100dvh_-_var(--toasts-bottom,0px)))] rounded-t-3xl sm:inset-auto sm:top-[calc(50%_+_var(--toasts-bottom,0px)/2)] sm:left-1/2 sm:max-h-[min(92dvh,calc(100dvh_-_var(--toasts-bottom,0px)_-_1rem))] sm:w-full sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl',
  // A card in the middle at every size: news and questions rather than forms.
  centered:
    'inset-x-4 top-[calc(50%_+_var(--toasts-bottom,0px)/2)] mx-auto max-h-[min(92dvh,calc(100dvh_-_var(--toasts-bottom,0px)_-_1rem))] -translate-y-1/2 rounded-3xl',
} as const;

const widths = { md: 'sm:max-w-md', lg: 'sm:max-w-lg' } as const;

/** The white box every dialog is drawn in: at most 92% of the screen's height, its parts laid out in a column. */
export function dialogBoxClass(layout: keyof typeof layouts, width: keyof typeof widths) {
  return cn(
    'fixed z-50 flex flex-col overflow-hidden bg-white shadow-xl motion-safe:transition-[top,max-height]',
    layouts[layout],
    layout === 'centered' ? 'max-w-md' : widths[width],
  );
}

/**
 * What every dialog does about toasts: it counts itself open (the toasts move
 * to the top edge, above it), and when its action is tried again (`isBusy`
 * turns true) the errors shown since it opened go, since they were about the
 * last try.
 */
export function useDialogBesideToasts(isBusy: boolean | undefined) {
  const [openedAt] = useState(Date.now);
  useEffect(() => openDialogs.open(), []);
  useEffect(() => {
    if (isBusy)
      void import('#web/lib/toasts.tsx').then((toasts) => toasts.dismissErrorsSince(openedAt));
  }, [isBusy, openedAt]);
}

/** A click on a toast is not a click outside the dialog: it must not close it. */
function isOnToast(event: { target: EventTarget | null }): boolean {
  return event.target instanceof Element && event.target.closest('[data-sonner-toaster]') !== null;
}

export const dialogTitleClass = 'font-(family-name:--font-display) text-2xl font-semibold text-ink';

/**
 * A modal dialog: title, optional description and the close button once, then
 * its content. Put the content in a `DialogBody` (it scrolls when the screen is
 * short) and the buttons in a `DialogFooter` (always in view), so the main
 * button can be reached on a 390 × 844 phone and a 1280 × 800 laptop alike.
 * A form wraps both: `<form className={dialogFormClass}>`.
 */
export function Dialog(props: {
  title: ReactNode;
  description?: ReactNode;
  /** Drawn above the title (an icon). */
  decoration?: ReactNode;
  onClose: () => void;
  layout?: keyof typeof layouts;
  width?: keyof typeof widths;
  /** While something is being sent: Escape, a click outside and the close button wait. */
  isBusy?: boolean;
  /** A click outside would throw away what was typed: only Escape, Cancel and the close button close it. */
  keepsOpenOnOutsideClick?: boolean;
  isCentered?: boolean;
  children: ReactNode;
}) {
  const layout = props.layout ?? 'sheet';
  useDialogBesideToasts(props.isBusy);
  return (
    <DialogPrimitive.Root
      open
      onOpenChange={(isOpen) => !isOpen && !props.isBusy && props.onClose()}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={dialogOverlayClass} />
        <DialogPrimitive.Content
          onInteractOutside={(event) => {
            if (props.keepsOpenOnOutsideClick || isOnToast(event)) event.preventDefault();
          }}
          // Without a description, nothing describes the dialog (Radix asks for this to be said).
          {...(props.description === undefined && { 'aria-describedby': undefined })}
          className={cn(
            dialogBoxClass(layout, props.width ?? 'lg'),
            props.isCentered && 'text-center',
          )}
        >
          <div className="flex shrink-0 items-start gap-3 px-6 pt-6">
            <div className={cn('flex min-w-0 flex-1 flex-col gap-1', props.isCentered && 'pl-11')}>
              {props.decoration}
              <DialogPrimitive.Title className={dialogTitleClass}>
                {props.title}
              </DialogPrimitive.Title>
              {props.description && (
                <DialogPrimitive.Description className="text-sm text-ink-soft">
                  {props.description}
                </DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label="Close"
                className="-mt-3 -mr-3 shrink-0"
                disabled={props.isBusy}
              >
                <X aria-hidden />
              </Button>
            </DialogPrimitive.Close>
          </div>
          {props.children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** A form that fills a dialog: its fields in a `DialogBody`, its buttons in a `DialogFooter`. */
export const dialogFormClass = 'flex min-h-0 flex-1 flex-col';

/** The part of a dialog that scrolls when the screen is too short for all of it. */
export function DialogBody({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-6 py-5">{children}</div>
  );
}

/** The dialog's buttons, below what scrolls: the main one last (first on a phone, where they stack). */
export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="mt-1 flex shrink-0 flex-col-reverse gap-3 border-t border-line px-6 pt-4 pb-[calc(1.5rem+env(safe-area-inset-bottom))] sm:flex-row sm:justify-end sm:pb-6">
      {children}
    </div>
  );
}

/**
 * A form dialog's two buttons: Cancel, and the submit that reads "Please
 * wait..." while the form is busy. Both are disabled then, so a second press
 * never sends the form twice and Cancel never leaves a save half seen.
 */
export function FormDialogFooter(props: {
  submitLabel: string;
  isBusy: boolean;
  onCancel: () => void;
  /** What the submit says while busy; "Please wait..." unless the action has its own word. */
  busyLabel?: string;
  cancelLabel?: string;
  /** The submit has nothing to do (a nudge that would reach no one). */
  isSubmitDisabled?: boolean;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="secondary" onClick={props.onCancel} disabled={props.isBusy}>
        {props.cancelLabel ?? 'Cancel'}
      </Button>
      <Button type="submit" disabled={props.isBusy || props.isSubmitDisabled}>
        {props.isBusy ? (props.busyLabel ?? 'Please wait...') : props.submitLabel}
      </Button>
    </DialogFooter>
  );
}
