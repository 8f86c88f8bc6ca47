import { apiClient } from '#web/lib/api-client.ts';
import { useConsoleMutation } from './console-requests.ts';

/** The four 'Today's Creative Insight' quotes. */
export function useChangeInsights() {
  return useConsoleMutation(async (insights: { text: string; author: string }[]) =>
    (await apiClient.api.admin.programme.insights.$put({ json: { insights } })).json(),
  );
}
