import { useSyncExternalStore } from 'react';

// Tailwind's `lg`: from here the app shows the side navigation and pages side by side.
const laptopQuery = '(min-width: 64rem)';

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(laptopQuery);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Whether the window is as wide as a laptop's (1024 px and up), following it as it is resized. */
export function useIsLaptop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(laptopQuery).matches,
    () => false,
  );
}
