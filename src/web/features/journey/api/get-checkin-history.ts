import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';

const PAGE_SIZE = 30;

export type CheckinPage = Awaited<ReturnType<typeof getCheckinPage>>;

async function getCheckinPage(before: string | undefined) {
  const response = await apiClient.api.checkins.$get({
    query: { limit: String(PAGE_SIZE), ...(before && { before }) },
  });
  return response.json();
}

/** The whole check-in history, newest first, a page at a time ('Load more'). */
export function useCheckinHistory() {
  const { user } = useSignedInUser();
  return useInfiniteQuery({
    queryKey: ['checkin-history', user.id],
    queryFn: ({ pageParam }) => getCheckinPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextBefore ?? undefined,
    // A check-in written a moment ago on the dashboard shows at once.
    staleTime: 0,
  });
}
