const mediumDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "Nov 21, 2026" in the reader's own locale. */
export function formatDate(date: Date): string {
  return mediumDate.format(date);
}

/** A check-in's 'YYYY-MM-DD' day, shown without any time-zone shift. */
export function formatLocalDate(localDate: string): string {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  return mediumDate.format(new Date(year, month - 1, day));
}
