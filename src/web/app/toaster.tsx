import { lazy, Suspense } from 'react';
import { useIsHydrated } from '#web/lib/use-is-hydrated.ts';

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Not part of a page drawn at build time: it has nothing to show before a toast. */
export function Toaster() {
  const isHydrated = useIsHydrated();
  if (!isHydrated) return null;
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
