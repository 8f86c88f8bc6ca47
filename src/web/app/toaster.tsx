import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterDemand } from '#web/lib/toaster-demand.ts';

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * Mounted with the page's first toast (lib/notify.ts), so sonner loads then: never part of a
 * drawn page, and most visits show none.
 */
export function Toaster() {
  const isWanted = useSyncExternalStore(
    toasterDemand.subscribe,
    toasterDemand.isWanted,
    () => false,
  );
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-center"
        // Below the fixed header, so a toast never hides the page title.
        offset={{ top: 'calc(4.5rem + env(safe-area-inset-top))' }}
        mobileOffset={{ top: 'calc(4.5rem + env(safe-area-inset-top))' }}
        closeButton
        toastOptions={{ duration: 5000 }}
      />
    </Suspense>
  );
}
