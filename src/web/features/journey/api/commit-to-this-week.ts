import { apiClient } from '#web/lib/api-client.ts';
import { useProgressMutation } from './journey-mutations.ts';

/** Writes or rewrites this week's "This week I will …" (its own file: loaded with its card). */
export function useCommitToThisWeek() {
  return useProgressMutation(async (input: { text: string }) => {
    const response = await apiClient.api.commitments['this-week'].$put({ json: input });
    return response.json();
  });
}
