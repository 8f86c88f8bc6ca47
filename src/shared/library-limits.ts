// Kept free of zod: the library screen and the studio's form use these without loading it.
import { MAX_UPLOAD_BYTES } from './journey-limits.ts';

export const MAX_RESOURCE_BYTES = MAX_UPLOAD_BYTES;
export const FILE_TOO_LARGE_MESSAGE = 'File size must be less than 50MB';

export const resourceTypes = ['download', 'audio', 'video'] as const;
export type ResourceType = (typeof resourceTypes)[number];

/** How each type is named on screen: a download is a worksheet, as in the original. */
export const resourceTypeLabels: Record<ResourceType, string> = {
  download: 'Worksheet',
  audio: 'Audio',
  video: 'Video',
};

export const resourceTextLimits = { title: 200, description: 2_000 } as const;

/**
 * Library uploads: accepted extensions and the content each must really
 * have. The first type listed is the one the file is served with.
 */
export const resourceContentTypes: Record<string, readonly string[]> = {
  '.pdf': ['application/pdf'],
  '.png': ['image/png'],
  '.jpg': ['image/jpeg'],
  '.jpeg': ['image/jpeg'],
  '.mp3': ['audio/mpeg'],
  '.wav': ['audio/wav'],
  // Phones often write MP4 files with Apple's M4V brand.
  '.mp4': ['video/mp4', 'video/x-m4v'],
  '.mov': ['video/quicktime'],
  '.avi': ['video/vnd.avi'],
};
export const RESOURCE_ACCEPT = Object.keys(resourceContentTypes).join(',');
export const RESOURCE_TYPES_HINT = 'PDF, PNG, JPG, MP3, WAV, MP4, MOV or AVI, up to 50 MB.';
