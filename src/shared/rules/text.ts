// Kept free of zod: forms on first-load screens use these limits.

export const NUL_MESSAGE = 'Text cannot contain NUL characters.';

/** The longest text any field accepts (a quest answer); anything longer is refused at the edge. */
export const MAX_TEXT_LENGTH = 20_000;

/** Longest display name, in sign-up, profile and wherever a name is shown. */
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;

export function containsNul(text: string): boolean {
  return text.includes('\u0000');
}
