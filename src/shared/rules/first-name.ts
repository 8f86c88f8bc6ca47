/** What a greeting says when the display name gives no first name to use. */
export const UNNAMED_GREETING = 'there';

/** Titles people put before their name; a greeting skips them ("Hi Ada", not "Hi Dr."). */
const titles = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'dame']);

/** Punctuation around a word ("Maya", Rivera,) that is not part of the name. */
const edges = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

const wordsOf = (name: string) =>
  name
    .split(/\s+/u)
    .map((word) => word.replace(edges, ''))
    .filter((word) => /\p{L}/u.test(word));

/**
 * The first name to greet a creator by, from the one display name they gave: its first word,
 * past a title; "there" ("Hi there") when it has no word to use (empty, only symbols, or an
 * email address typed as a name). The one place a greeting picks a name: nudges and their
 * previews both call it.
 */
export function firstNameOf(displayName: string | null | undefined): string {
  if (!displayName || displayName.includes('@')) return UNNAMED_GREETING;
  const words = wordsOf(displayName);
  return words.find((word) => !titles.has(word.toLowerCase())) ?? words[0] ?? UNNAMED_GREETING;
}
