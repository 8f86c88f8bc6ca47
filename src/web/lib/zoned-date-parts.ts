/** How much of a date is said: "Tue 1 Dec" or "Tuesday 1 December 2026". */
type Wording = 'short' | 'long';

/** One formatter per zone and wording, made on first use (decision 031). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterIn(timeZone: string, wording: Wording): Intl.DateTimeFormat {
  const key = `${wording} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(undefined, {
      weekday: wording,
      day: 'numeric',
      month: wording,
      ...(wording === 'long' && { year: 'numeric' }),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The weekday, day, month (year with 'long'), hour and minute of an instant on a zone's clock. */
export function datePartsIn(
  instant: Date,
  timeZone: string,
  wording: Wording,
): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  return Object.fromEntries(
    formatterIn(timeZone, wording)
      .formatToParts(instant)
      .map((piece) => [piece.type, piece.value]),
  );
}
