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

/** A row's serial number in a path (a claim, an email, a buddy request): 1 up to PostgreSQL's integer limit. */
export const serialIdParam = z.coerce
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1);

/** An id in a path or a query: short, printable, no NUL. */
export const idText = z
  .string()
  .min(1)
  .max(100, 'is too long')
  .refine((value) => !containsNul(value), NUL_MESSAGE);
