import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { ResourceInput, ResourceUpdate } from '#shared/schemas/library.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { uploadWithProgress } from '#web/lib/upload-with-progress.ts';
import { studioResourcesQueryKey, type StudioResource } from './get-studio-resources.ts';

const resourceRoute = apiClient.api.admin.resources[':resourceId'];
type UploadedResource = InferResponseType<(typeof resourceRoute.file)['$put'], 200>;

/** After any change the studio's list and every library view are fetched again. */
function useStudioMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studioResourcesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['library'] }),
      ]),
  });
}

export function useCreateResource() {
  return useStudioMutation(async (resource: ResourceInput): Promise<StudioResource> => {
    const response = await apiClient.api.admin.resources.$post({ json: resource });
    return response.json();
  });
}

export function useUpdateResource() {
  return useStudioMutation(
    async (input: { resourceId: string; changes: ResourceUpdate }): Promise<StudioResource> => {
      const response = await resourceRoute.$patch({
        param: { resourceId: input.resourceId },
        json: input.changes,
      });
      return response.json();
    },
  );
}

export function useDeleteResource() {
  return useStudioMutation(async (resourceId: string) => {
    const response = await resourceRoute.$delete({ param: { resourceId } });
    return response.json();
  });
}

/** Sends the resource's (new) file, reporting progress from 0 to 1. */
export function useUploadResourceFile() {
  return useStudioMutation(
    (input: { resourceId: string; file: File; onProgress: (fraction: number) => void }) =>
      uploadWithProgress<UploadedResource>({
        url: resourceRoute.file.$path({ param: { resourceId: input.resourceId } }),
        file: input.file,
        onProgress: input.onProgress,
      }),
  );
}
