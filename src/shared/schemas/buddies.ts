import { z } from 'zod';
import { MAX_BUDDY_NOTE_LENGTH } from '../rules/buddies.ts';
import { MAX_EMAIL_LENGTH } from '../rules/text.ts';
import { boundedText, idText, serialIdParam } from './text.ts';

/**
 * A request goes to an email address, or to a creator listed by 'Find a Realm
 * Buddy'. Which one was given, and whether the address looks like one, is
 * checked by the service with its words.
 */
export const buddyRequestInputSchema = z.object({
  email: boundedText(MAX_EMAIL_LENGTH, 'That email address is too long.').optional(),
  creatorId: idText.optional(),
});
export type BuddyRequestInput = z.infer<typeof buddyRequestInputSchema>;

/** This week's note; whether it says anything is checked by the service, with its words. */
export const buddyNoteInputSchema = z.object({
  text: boundedText(
    MAX_BUDDY_NOTE_LENGTH,
    `Please keep your note under ${MAX_BUDDY_NOTE_LENGTH} characters.`,
  ),
});
export type BuddyNoteInput = z.infer<typeof buddyNoteInputSchema>;

export const buddyVisibilityInputSchema = z.object({ isFindable: z.boolean() });

export const blockCreatorInputSchema = z.object({ creatorId: idText });

export const buddyRequestIdParamSchema = z.object({ requestId: serialIdParam });
export const buddyPairIdParamSchema = z.object({ pairId: serialIdParam });
export const creatorIdParamSchema = z.object({ creatorId: idText });
