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

/**
 * `text` cut to at most `maxLength` UTF-16 units, whole characters only
 * (never half an emoji or a letter without its accent), with an ellipsis when
 * anything was cut.
 */
export function shortenTo(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  let shortened = '';
  for (const { segment } of new Intl.Segmenter().segment(text)) {
    if (shortened.length + segment.length > maxLength - 1) break;
    shortened += segment;
  }
  return `${shortened.trimEnd()}…`;
}
