import { useState } from 'react';
import type { ResourceInput } from '#shared/schemas/library.ts';
import type { StudioResource } from '../api/get-studio-resources.ts';
import { useCreateResource } from '../api/create-resource.ts';
import { useUpdateResource } from '../api/update-resource.ts';
import { useUploadResourceFile } from '../api/upload-resource-file.ts';

/**
 * Saves a resource as the studio's form does: its details first (created or
 * changed), then its file, with upload progress from 0 to 1. When the details
 * were created but the file failed, `saved` is the created resource, so trying
 * again completes it rather than creating a second one.
 */
export function useSaveResource(existing: StudioResource | undefined) {
  const createResource = useCreateResource();
  const updateResource = useUpdateResource();
  const uploadFile = useUploadResourceFile();
  const [saved, setSaved] = useState(existing);
  const [progress, setProgress] = useState<number | null>(null);

  async function save(details: ResourceInput, file: File | null): Promise<StudioResource> {
    let resource = saved;
    try {
      resource = resource
        ? await updateResource.mutateAsync({ resourceId: resource.id, changes: details })
        : await createResource.mutateAsync(details);
      setSaved(resource);
      if (!file) return resource;
      setProgress(0);
      const uploaded = await uploadFile.mutateAsync({
        resourceId: resource.id,
        file,
        onProgress: setProgress,
      });
      setSaved(uploaded);
      return uploaded;
    } finally {
      setProgress(null);
    }
  }

  return {
    save,
    saved,
    progress,
    isSaving: createResource.isPending || updateResource.isPending || uploadFile.isPending,
  };
}
