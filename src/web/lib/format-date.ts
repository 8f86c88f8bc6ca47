const mediumDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "Nov 21, 2026" in the reader's own locale. */
export function formatDate(date: Date): string {
  return mediumDate.format(date);
}
