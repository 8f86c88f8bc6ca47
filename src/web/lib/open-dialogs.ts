const listeners = new Set<() => void>();
let openCount = 0;

function changeCount(by: number): void {
  openCount += by;
  for (const listener of listeners) listener();
}

/**
 * How many modal dialogs are open (components/ui registers each), so that the
 * toaster can move its toasts to the top edge while the page is covered
 * (lib/toasts.tsx).
 */
export const openDialogs = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  isAnyOpen: (): boolean => openCount > 0,
  /** Counts a dialog as open; the function returned counts it as closed. */
  open(): () => void {
    changeCount(1);
    return () => changeCount(-1);
  },
};
