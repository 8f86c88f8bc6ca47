import { z } from 'zod';
import { resourceTextLimits, resourceTypes } from '../library-limits.ts';
import { REALM_COUNT } from '../rules/curriculum.ts';
import { libraryMessages } from '../rules/library.ts';
import { boundedText, idText } from './text.ts';

const title = boundedText(resourceTextLimits.title, 'Please keep the title under 200 characters.')
  .trim()
  .min(1, libraryMessages.titleRequired);

const description = boundedText(
  resourceTextLimits.description,
  'Please keep the description under 2,000 characters.',
).trim();

const realmId = z
  .number()
  .int()
  .min(1, `Choose a realm from 1 to ${REALM_COUNT}.`)
  .max(REALM_COUNT, `Choose a realm from 1 to ${REALM_COUNT}.`);

/** A resource's details as staff write them; the file is sent on its own (PUT …/file). */
export const resourceInputSchema = z.object({
  title,
  description: description.optional(),
  type: z.enum(resourceTypes),
  realmId,
  /** The worksheet quest this resource is the template for, if any. */
  questId: idText.nullable().optional(),
  /** A file already checked and stored by POST /api/admin/resources/files, to create the resource with. */
  fileToken: z.string().max(2_000).optional(),
});
export type ResourceInput = z.infer<typeof resourceInputSchema>;

export const resourceUpdateSchema = resourceInputSchema.omit({ fileToken: true }).partial();
export type ResourceUpdate = z.infer<typeof resourceUpdateSchema>;

export const resourceIdParamSchema = z.object({
  resourceId: z.uuid({ message: 'is not a resource id' }),
});

export const unlockRealmParamSchema = z.object({
  realmId: z.coerce.number().int().min(1).max(100),
});
