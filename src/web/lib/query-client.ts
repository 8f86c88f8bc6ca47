import { QueryCache, QueryClient } from '@tanstack/react-query';
import { AppError } from '#shared/errors.ts';
import { queryKeys } from './query-keys.ts';

export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        // A session that ended elsewhere: re-check it, and the route guard sends the creator to /auth.
        if (error instanceof AppError && error.code === 'UNAUTHENTICATED') {
          void queryClient.invalidateQueries({ queryKey: queryKeys.session });
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          failureCount < 2 &&
          (!(error instanceof AppError) || error.code === 'NETWORK' || error.code === 'INTERNAL'),
      },
    },
  });
  return queryClient;
}
