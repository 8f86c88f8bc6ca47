import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '#web/lib/query-client.ts';
import { AppRoutes } from './router.tsx';
import { Toaster } from './toaster.tsx';

/** The whole app inside a router: BrowserRouter in main.tsx, StaticRouter in prerender.tsx. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <Toaster />
    </QueryClientProvider>
  );
}
