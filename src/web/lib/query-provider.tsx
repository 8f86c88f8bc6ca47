import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { createQueryClient } from './query-client.ts';

let browserQueryClient: QueryClient | undefined;

/**
 * The browser's one query client. It is not created with the app: the sign-in
 * screen's first load does without TanStack Query (decision 030), so the
 * client comes with the first screen that asks the server, and the sign-in
 * screen loads it on submit.
 */
export function getBrowserQueryClient(): QueryClient {
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

/**
 * Gives its screens the query client: the one a caller provides above (the
 * server's render, which draws each page with a client of its own, and
 * component tests), else the browser's. The signed-in shell and every visitor
 * screen but the sign-in form sit inside one.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  return <QueryClientProvider client={getBrowserQueryClient()}>{children}</QueryClientProvider>;
}
