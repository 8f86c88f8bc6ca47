/** One formatter per zone, made on first use (decision 031): a creator reads only their own. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(undefined, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * "Opens Tue 1 Dec at 09:00": a scheduled realm's opening on the creator's
 * own clock (their profile's zone, the same on the drawn page and in the
 * browser). Decision 034 hides a realm's words before it opens, not its time.
 */
export function openingWords(opensAt: Date, timeZone: string): string {
  const part = Object.fromEntries(
    formatterIn(timeZone)
      .formatToParts(opensAt)
      .map((piece) => [piece.type, piece.value]),
  );
  return `Opens ${part.weekday} ${part.day} ${part.month} at ${part.hour}:${part.minute}`;
}
