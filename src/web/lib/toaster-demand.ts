const listeners = new Set<() => void>();
let isWanted = false;

/**
 * Whether this page has shown a toast yet. The toaster mounts with the first
 * one (app/toaster.tsx), not with the first screen: most visits show none.
 * sonner replays a toast made before its toaster mounted.
 */
export const toasterDemand = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  isWanted: (): boolean => isWanted,
  want(): void {
    if (isWanted) return;
    isWanted = true;
    for (const listener of listeners) listener();
  },
};
