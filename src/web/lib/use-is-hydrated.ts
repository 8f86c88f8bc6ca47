import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the build draws a page (scripts/prerender.ts) and while the
 * browser hydrates it, true on every render after that: for parts that the
 * drawn page leaves out and the browser adds once React has taken it over.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
