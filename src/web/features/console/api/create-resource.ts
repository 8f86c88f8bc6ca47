import type { ResourceInput } from '#shared/schemas/library.ts';
import { apiClient } from '#web/lib/api-client.ts';
import type { StudioResource } from './get-studio-resources.ts';
import { useStudioMutation } from './use-studio-mutation.ts';

export function useCreateResource() {
  return useStudioMutation(async (resource: ResourceInput): Promise<StudioResource> =>
    (await apiClient.api.admin.resources.$post({ json: resource })).json(),
  );
}
