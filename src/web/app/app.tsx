import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '#web/lib/query-client.ts';
import { AppRoutes } from './router.tsx';
import { Toaster } from './toaster.tsx';

/**
 * The whole app inside a router: BrowserRouter in main.tsx, StaticRouter in prerender.tsx.
 * `queryClient`: one already holding what the page came with (first-data.ts), the same on
 * the server's render and the browser's.
 */
export function App({ queryClient: given }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <Toaster />
    </QueryClientProvider>
  );
}
