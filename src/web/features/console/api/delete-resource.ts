import { apiClient } from '#web/lib/api-client.ts';
import { useStudioMutation } from './use-studio-mutation.ts';

/** A soft delete: creators stop seeing it; the file goes with the daily sweep. */
export function useDeleteResource() {
  return useStudioMutation(async (resourceId: string) =>
    (await apiClient.api.admin.resources[':resourceId'].$delete({ param: { resourceId } })).json(),
  );
}
