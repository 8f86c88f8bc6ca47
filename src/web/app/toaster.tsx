import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toasterDemand } from '#web/lib/toaster-demand.ts';
import { runWhenIdle } from '#web/lib/when-idle.ts';

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * Mounted with the page's first toast (lib/notify.ts): never part of a drawn page, and most
 * visits show none. sonner itself is fetched once the page is idle, off the first paint and the
 * hydration, so that a toast shown without a connection (a failed sign-in) still appears.
 */
export function Toaster() {
  const isWanted = useSyncExternalStore(
    toasterDemand.subscribe,
    toasterDemand.isWanted,
    () => false,
  );
  useEffect(() => runWhenIdle(() => void import('sonner')), []);
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
