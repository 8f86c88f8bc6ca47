/**
 * A LIKE pattern for "starts with": % and _ (and the escape itself) typed by
 * staff are matched as themselves, not as wildcards. Used with
 * `lower(column) like …` and a `text_pattern_ops` index.
 */
export function startsWithPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
