import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { uploadWithProgress } from '#web/lib/upload-with-progress.ts';

const filesRoute = apiClient.api.admin.resources.files;

export type StagedResourceFile = InferResponseType<typeof filesRoute.$post, 201>;

/**
 * Sends a new resource's file before the resource exists, reporting progress
 * from 0 to 1: the server checks and keeps it, and answers a token the
 * resource is then created with, so a refused file creates nothing.
 */
export function stageResourceFile(input: { file: File; onProgress: (fraction: number) => void }) {
  return uploadWithProgress<StagedResourceFile>({
    url: filesRoute.$path(),
    method: 'POST',
    file: input.file,
    onProgress: input.onProgress,
  });
}
