import { z } from 'zod';
import { MAX_SHARE_COMMENT_LENGTH, shareReactions } from '../rules/answer-shares.ts';
import { boundedText, serialIdParam } from './text.ts';

export const shareIdParamSchema = z.object({ shareId: serialIdParam });

/**
 * The buddy's answer to a shared answer: a reaction (null takes it back) and
 * a comment (empty takes it back). A field left out keeps what it was, so
 * toggling a reaction never overwrites a comment being typed elsewhere.
 */
export const shareReactionInputSchema = z.object({
  reaction: z.enum(shareReactions).nullable().optional(),
  comment: boundedText(
    MAX_SHARE_COMMENT_LENGTH,
    `Please keep your comment to ${MAX_SHARE_COMMENT_LENGTH} characters or fewer.`,
  ).optional(),
});
export type ShareReactionInput = z.infer<typeof shareReactionInputSchema>;
