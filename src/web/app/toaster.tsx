import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toasterDemand } from '#web/lib/toaster-demand.ts';
import { runWhenIdle } from '#web/lib/when-idle.ts';

const ToastStack = lazy(() =>
  import('#web/lib/toasts.tsx').then((module) => ({ default: module.ToastStack })),
);

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
  useEffect(() => runWhenIdle(() => void import('#web/lib/toasts.tsx')), []);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
