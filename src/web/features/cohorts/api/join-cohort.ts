import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { getMyCohortQueryOptions } from './get-my-cohort.ts';

/** Joins the cohort of a link's code; the journey then walks at its pace, so progress is read again. */
export function useJoinCohort() {
  const queryClient = useQueryClient();
  const { user } = useSignedInUser();
  return useMutation({
    mutationFn: async (code: string) =>
      (await apiClient.api.cohorts.join.$post({ json: { code } })).json(),
    onSuccess: (answer) => {
      queryClient.setQueryData(getMyCohortQueryOptions(user.id).queryKey, answer);
      return queryClient.invalidateQueries({ queryKey: queryKeys.progress(user.id) });
    },
  });
}
