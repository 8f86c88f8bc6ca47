import { z } from 'zod';
import { resourceTypes } from '#shared/library-limits.ts';
import { count, isoDateTime, serialId } from './common.ts';

/** A resource as the Library lists it: `fileUrl` only where the creator may open it. */
const libraryResourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(resourceTypes),
  iconName: z.string(),
  questId: z.string().nullable(),
  fileName: z.string().nullable(),
  fileSize: count.nullable(),
  contentType: z.string().nullable(),
  fileUrl: z.string().nullable(),
});

export const librarySchema = z.object({
  sections: z.array(
    z.object({
      realmId: serialId,
      realmTitle: z.string(),
      isUnlocked: z.boolean(),
      lockHint: z.string().nullable(),
      resources: z.array(libraryResourceSchema),
    }),
  ),
});
export const sectionUnlocksSchema = z.object({
  unlocks: z.array(z.object({ realmTitle: z.string(), realmId: serialId, resourceCount: count })),
});
export const sectionUnlockSeenSchema = z.object({ realmId: serialId, isSeen: z.literal(true) });

/** A resource as the content studio edits it. */
export const studioResourceSchema = libraryResourceSchema.extend({
  realmId: serialId,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export const studioResourcesSchema = z.object({ resources: z.array(studioResourceSchema) });
/** A new resource's file, stored before the resource exists: its token goes with the form. */
export const stagedResourceFileSchema = z.object({
  fileToken: z.string(),
  fileName: z.string(),
  fileSize: count,
});
export const resourceDeletedSchema = z.object({ id: z.string(), isActive: z.literal(false) });
