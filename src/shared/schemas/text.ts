import { z } from 'zod';
import { containsNul, NUL_MESSAGE } from '../rules/text.ts';

/**
 * Every text the API stores goes through this: bounded, and free of NUL
 * characters (which PostgreSQL cannot store, so they would otherwise be a 500).
 */
export function boundedText(
  max: number,
  tooLongMessage = `Please keep this under ${max} characters.`,
) {
  return z
    .string()
    .max(max, tooLongMessage)
    .refine((value) => !containsNul(value), NUL_MESSAGE);
}

/** An id in a path or a query: short, printable, no NUL. */
export const idText = z
  .string()
  .min(1)
  .max(100, 'is too long')
  .refine((value) => !containsNul(value), NUL_MESSAGE);
