import { lazy, Suspense } from 'react';

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function Toaster() {
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
