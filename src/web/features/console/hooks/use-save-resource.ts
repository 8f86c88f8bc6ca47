import { useState } from 'react';
import type { ResourceInput } from '#shared/schemas/library.ts';
import type { StudioResource } from '../api/get-studio-resources.ts';
import { useCreateResource } from '../api/create-resource.ts';
import { stageResourceFile } from '../api/stage-resource-file.ts';
import { useUpdateResource } from '../api/update-resource.ts';
import { useUploadResourceFile } from '../api/upload-resource-file.ts';

/**
 * Saves a resource as the studio's form does, with upload progress from 0 to
 * 1. A new resource with a file: the file first (checked and kept by the
 * server), then the resource created with it in one step, so a refused file
 * creates nothing. An existing resource: its details, then its new file.
 */
export function useSaveResource(existing: StudioResource | undefined) {
  const createResource = useCreateResource();
  const updateResource = useUpdateResource();
  const uploadFile = useUploadResourceFile();
  const [saved, setSaved] = useState(existing);
  const [progress, setProgress] = useState<number | null>(null);
  const [isStaging, setIsStaging] = useState(false);

  async function stage(file: File) {
    setIsStaging(true);
    setProgress(0);
    try {
      return await stageResourceFile({ file, onProgress: setProgress });
    } finally {
      setIsStaging(false);
    }
  }

  async function save(details: ResourceInput, file: File | null): Promise<StudioResource> {
    let resource = saved;
    try {
      if (!resource) {
        const staged = file ? await stage(file) : undefined;
        const created = await createResource.mutateAsync({
          ...details,
          fileToken: staged?.fileToken,
        });
        setSaved(created);
        return created;
      }
      resource = await updateResource.mutateAsync({ resourceId: resource.id, changes: details });
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
    isSaving:
      isStaging || createResource.isPending || updateResource.isPending || uploadFile.isPending,
  };
}
