import { useEffect, useRef, useSyncExternalStore } from 'react';
import { toast, Toaster, type ExternalToast } from 'sonner';
import { openDialogs } from './open-dialogs.ts';

// Everything that needs sonner, fetched after the first paint (app/toaster.tsx mounts the stack
// with the first toast, lib/notify.ts shows them): never in a first screen's JavaScript.

export type ToastKind = 'success' | 'error' | 'info';

let errorCount = 0;
/** The error toasts on screen, by id, with when each was shown; a later toast of that id replaces it. */
const errorsShown = new Map<string | number, number>();

/** lib/notify.ts is the way to show a toast. */
export function showToast(kind: ToastKind, title: string, options?: ExternalToast): void {
  // Every error gets an id, so that a dialog can take it away when its action is tried again.
  const id = options?.id ?? (kind === 'error' ? `error-${++errorCount}` : undefined);
  if (id !== undefined && kind === 'error') errorsShown.set(id, Date.now());
  else if (id !== undefined) errorsShown.delete(id);
  toast[kind](title, { ...options, id });
}

/**
 * Takes away the error toasts shown since `since` (a dialog's opening): a
 * dialog does so when its action is tried again, so the last try's error
 * neither stays up while the new try runs nor sits beside its answer.
 */
export function dismissErrorsSince(since: number): void {
  for (const [id, shownAt] of errorsShown) {
    if (shownAt < since) continue;
    errorsShown.delete(id);
    toast.dismiss(id);
  }
}

// Below the fixed header, so a toast never hides the page title.
const belowHeader = 'calc(4.5rem + env(safe-area-inset-top))';
// With a dialog open the header is covered anyway: the toasts take the top edge, the dialog the rest.
const atTopEdge = 'calc(0.5rem + env(safe-area-inset-top))';
const GAP_PX = 8;

/**
 * Sonner's toaster, as the app wants it: toasts at the top, all of them laid
 * out one under the other (never one hidden behind the next, so an error
 * stays readable under a later success), three at most. Dialogs keep clear of
 * them: `--toasts-bottom` on the root says where the lowest toast ends, and
 * a dialog's box stays below that line (components/ui/dialog.tsx).
 */
export function ToastStack() {
  const isDialogOpen = useSyncExternalStore(
    openDialogs.subscribe,
    openDialogs.isAnyOpen,
    () => false,
  );
  const toaster = useRef<HTMLElement>(null);
  useToastsBottom(toaster);
  const offset = { top: isDialogOpen ? atTopEdge : belowHeader };
  return (
    <Toaster
      ref={toaster}
      position="top-center"
      offset={offset}
      mobileOffset={offset}
      expand
      visibleToasts={3}
      gap={GAP_PX}
      closeButton
      // A modal dialog makes the rest of the page inert to the pointer; the toasts stay usable.
      toastOptions={{ duration: 5000, className: 'pointer-events-auto' }}
    />
  );
}

/**
 * Keeps `--toasts-bottom` on the root at the lower edge of the toasts on
 * screen (plus a gap), or unset when there are none. Measured from the
 * toasts' heights rather than their boxes, which move while they slide in.
 */
function useToastsBottom(toaster: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const section = toaster.current;
    if (!section) return;
    const root = document.documentElement.style;
    const measure = () => {
      const list = section.querySelector('ol');
      const shown = [
        ...section.querySelectorAll<HTMLElement>(
          '[data-sonner-toast][data-visible="true"]:not([data-removed="true"])',
        ),
      ];
      if (!list || shown.length === 0) {
        root.removeProperty('--toasts-bottom');
        return;
      }
      const height = shown.reduce((sum, toast) => sum + toast.offsetHeight + GAP_PX, 0);
      root.setProperty(
        '--toasts-bottom',
        `${Math.ceil(list.getBoundingClientRect().top + height)}px`,
      );
    };
    const observer = new MutationObserver(measure);
    observer.observe(section, { subtree: true, childList: true, attributes: true });
    window.addEventListener('resize', measure);
    measure();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.removeProperty('--toasts-bottom');
    };
  }, [toaster]);
}
