import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { uploadWithProgress } from '#web/lib/upload-with-progress.ts';
import { useStudioMutation } from './use-studio-mutation.ts';

const fileRoute = apiClient.api.admin.resources[':resourceId'].file;

/** Sends the resource's (new) file, reporting progress from 0 to 1. */
export function useUploadResourceFile() {
  return useStudioMutation(
    (input: { resourceId: string; file: File; onProgress: (fraction: number) => void }) =>
      uploadWithProgress<InferResponseType<typeof fileRoute.$put, 200>>({
        url: fileRoute.$path({ param: { resourceId: input.resourceId } }),
        file: input.file,
        onProgress: input.onProgress,
      }),
  );
}
