// Kept free of zod: the library screen and the studio's form use these rules.
import type { ResourceType } from '../library-limits.ts';
import { isRealmUnlocked, realmUnlockedBy } from './realm-progress.ts';

/** Realm 1's resources are open to every creator; realm n's once realm n−1 is completed. */
export function isLibrarySectionUnlocked(
  realmId: number,
  completedRealmIds: ReadonlySet<number>,
): boolean {
  return isRealmUnlocked(realmId, completedRealmIds);
}

export function lockHintFor(realmId: number): string {
  return `Complete Realm ${realmUnlockedBy(realmId)} to unlock these resources`;
}

/** What a file most likely is, to preselect the type in the studio's form. */
export function suggestedResourceType(contentType: string): ResourceType {
  if (contentType.startsWith('audio/')) return 'audio';
  if (contentType.startsWith('video/')) return 'video';
  return 'download';
}

/**
 * PDFs, pictures, audio and video open in the browser's tab; anything else is
 * downloaded. SVG is not a picture here: opened inline it could run script.
 */
export function dispositionFor(contentType: string): 'inline' | 'attachment' {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'image/svg+xml') return 'attachment';
  return type === 'application/pdf' || /^(audio|video|image)\//.test(type)
    ? 'inline'
    : 'attachment';
}

export const libraryMessages = {
  titleRequired: 'Title is required',
  confirmDelete: 'Are you sure you want to delete this resource?',
} as const;

/** Where a resource's file is fetched: always through the app, which checks the unlock first. */
export function resourceFileUrl(resourceId: string): string {
  return `/api/resources/${encodeURIComponent(resourceId)}/file`;
}
