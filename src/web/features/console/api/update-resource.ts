import type { ResourceUpdate } from '#shared/schemas/library.ts';
import { apiClient } from '#web/lib/api-client.ts';
import type { StudioResource } from './get-studio-resources.ts';
import { useStudioMutation } from './use-studio-mutation.ts';

export function useUpdateResource() {
  return useStudioMutation(
    async (input: { resourceId: string; changes: ResourceUpdate }): Promise<StudioResource> =>
      (
        await apiClient.api.admin.resources[':resourceId'].$patch({
          param: { resourceId: input.resourceId },
          json: input.changes,
        })
      ).json(),
  );
}
