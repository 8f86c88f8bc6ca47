import { lazy, Suspense } from 'react';

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" closeButton toastOptions={{ duration: 5000 }} />
    </Suspense>
  );
}
