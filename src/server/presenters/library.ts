import { resourceFileUrl } from '#shared/rules/library.ts';
import type { ResourceRow } from '../features/library/library.queries.ts';

/** A resource as a creator receives it: where to fetch its file only when they may. */
export function presentLibraryResource(row: ResourceRow, isUnlocked: boolean) {
  const hasFile = isUnlocked && row.fileKey !== null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    iconName: row.iconName,
    questId: row.questId,
    fileName: hasFile ? row.fileName : null,
    fileSize: hasFile ? row.fileSize : null,
    contentType: hasFile ? row.contentType : null,
    fileUrl: hasFile ? resourceFileUrl(row.id) : null,
  };
}

/** A resource as staff manage it in the studio. */
export function presentStudioResource(row: ResourceRow) {
  return {
    ...presentLibraryResource(row, true),
    realmId: row.realmId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
