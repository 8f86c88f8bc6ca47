/** One formatter per zone, made on first use (decision 031). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(undefined, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const partsOf = (instant: Date, timeZone: string) =>
  Object.fromEntries(
    formatterIn(timeZone)
      .formatToParts(instant)
      .map((piece) => [piece.type, piece.value]),
  );

/**
 * "Opens Tuesday 1 December at 09:00 (Europe/London)": the opening staff are
 * about to schedule, in full words on the clock of the zone they chose, so a
 * wrong day or zone is seen before it is sent. The year is said when it is
 * not this one.
 */
export function scheduledOpeningWords(opensAt: Date, timeZone: string, now = new Date()): string {
  const part = partsOf(opensAt, timeZone);
  const year = part.year === partsOf(now, timeZone).year ? '' : ` ${part.year}`;
  return `Opens ${part.weekday} ${part.day} ${part.month}${year} at ${part.hour}:${part.minute} (${timeZone})`;
}
