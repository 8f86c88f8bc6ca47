import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** Every console query's key starts with this, so one staff change refreshes every list. */
export const consoleQueryKey = ['console'] as const;

/** The filters that were chosen, as a query string's values: empty ones are left out. */
export function queryOf(filters: Filters) {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

type Filters = Record<string, string | number | undefined>;

/**
 * A console list, a page at a time, under the console's key: the page shown
 * stays while the next one loads. `request` sends the chosen filters.
 */
export function consoleListQueryOptions<Result>(
  list: string,
  filters: Filters,
  request: (query: Record<string, string>) => Promise<{ json(): Promise<Result> }>,
) {
  return queryOptions({
    queryKey: [...consoleQueryKey, list, filters] as const,
    queryFn: async () => (await request(queryOf(filters))).json(),
    placeholderData: keepPreviousData,
  });
}

/** A staff change: afterwards every console list may show it (and the audit trail grows). */
export function useConsoleMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  alsoRefresh: readonly (readonly unknown[])[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all(
        [consoleQueryKey, ...alsoRefresh].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
