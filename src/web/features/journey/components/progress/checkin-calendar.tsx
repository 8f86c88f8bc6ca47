import { lazily } from '#shared/lazily.ts';
import { addDays, CALENDAR_WEEKS, type LocalDate } from '#shared/rules/calendar.ts';
import { countOf, nouns } from '#shared/rules/plural.ts';
import { cn } from '#web/lib/cn.ts';

// Local dates are calendar days: formatted in UTC so no zone moves them.
const dayFormat = lazily(
  () =>
    new Intl.DateTimeFormat(undefined, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }),
);
const monthFormat = lazily(
  () => new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' }),
);
const asDate = (date: LocalDate) => new Date(`${date}T00:00:00Z`);

const weekdays = [
  { name: 'Monday', letter: 'M' },
  { name: 'Tuesday', letter: 'T' },
  { name: 'Wednesday', letter: 'W' },
  { name: 'Thursday', letter: 'T' },
  { name: 'Friday', letter: 'F' },
  { name: 'Saturday', letter: 'S' },
  { name: 'Sunday', letter: 'S' },
];

type Day = { date: LocalDate; state: 'checked-in' | 'frozen' | 'missed' | 'future' };

type CalendarProps = {
  from: LocalDate;
  today: LocalDate;
  dates: string[];
  /** Missed days a streak freeze covered. */
  frozenDays?: readonly string[];
};

function buildWeeks(input: CalendarProps): Day[][] {
  const checkedIn = new Set(input.dates);
  const frozen = new Set(input.frozenDays);
  return Array.from({ length: CALENDAR_WEEKS }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const date = addDays(input.from, week * 7 + weekday);
      const state = checkedIn.has(date)
        ? 'checked-in'
        : frozen.has(date)
          ? 'frozen'
          : date > input.today
            ? 'future'
            : 'missed';
      return { date, state };
    }),
  );
}

/**
 * The weeks whose column names the month a new month starts in, at least
 * three columns apart so the short names never run into each other.
 */
function monthLabelColumnsOf(weeks: Day[][]): Set<number> {
  const columns = new Set<number>();
  let lastLabelled = -Infinity;
  weeks.forEach((week, index) => {
    const month = week[0]!.date.slice(5, 7);
    const isNewMonth = index === 0 || month !== weeks[index - 1]![0]!.date.slice(5, 7);
    if (!isNewMonth) return;
    // A month begun before the calendar gives way to the next one starting close by.
    if (index - lastLabelled < 3 && lastLabelled === 0) columns.delete(0);
    else if (index - lastLabelled < 3) return;
    columns.add(index);
    lastLabelled = index;
  });
  return columns;
}

const stateWords = {
  'checked-in': 'checked in',
  frozen: 'no check-in, a streak freeze kept the streak',
  missed: 'no check-in',
  future: 'still to come',
};

/**
 * Twelve weeks of check-ins as a heat map: a real table, so a screen reader
 * reads each day with its weekday (row) and week (column); at 320 px the 84
 * squares still fit beside the weekday letters.
 */
export function CheckinCalendar(props: CalendarProps) {
  const weeks = buildWeeks(props);
  const monthLabelColumns = monthLabelColumnsOf(weeks);
  const count = props.dates.length;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink">
        {countOf(count, nouns.checkin)} in the last {CALENDAR_WEEKS} weeks.
      </p>
      <table className="w-full table-fixed border-separate border-spacing-0.5">
        <caption className="sr-only">
          Check-ins from the week of {dayFormat().format(asDate(props.from))} to today, one column a
          week
        </caption>
        <thead>
          <tr>
            <td className="w-5" />
            {weeks.map((week, index) => {
              const monday = week[0]!.date;
              return (
                <th
                  key={monday}
                  scope="col"
                  className="h-4 text-left text-[0.65rem] font-normal whitespace-nowrap text-ink-soft"
                >
                  <span className="sr-only">Week of {dayFormat().format(asDate(monday))}</span>
                  {monthLabelColumns.has(index) && (
                    <span aria-hidden>{monthFormat().format(asDate(monday))}</span>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {weekdays.map((weekday, row) => (
            <tr key={weekday.name}>
              <th scope="row" className="text-left text-xs font-normal text-ink-soft">
                <span className="sr-only">{weekday.name}</span>
                <span aria-hidden>{weekday.letter}</span>
              </th>
              {weeks.map((week) => {
                const day = week[row]!;
                return (
                  <td key={day.date} className="p-0">
                    <span
                      className={cn(
                        'block aspect-square w-full max-w-6 rounded-sm',
                        day.state === 'checked-in' && 'bg-ember-600',
                        day.state === 'missed' && 'border border-ember-200 bg-ember-50',
                        day.state === 'frozen' && 'border border-sky-300 bg-sky-100',
                        day.state === 'future' && 'border border-dashed border-stone-200',
                      )}
                    />
                    <span className="sr-only">
                      {dayFormat().format(asDate(day.date))}: {stateWords[day.state]}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p aria-hidden className="flex items-center gap-3 text-xs text-ink-soft">
        <span className="flex items-center gap-1">
          <span className="block size-3 rounded-sm bg-ember-600" /> Checked in
        </span>
        <span className="flex items-center gap-1">
          <span className="block size-3 rounded-sm border border-ember-200 bg-ember-50" /> No
          check-in
        </span>
        {props.frozenDays && props.frozenDays.length > 0 && (
          <span className="flex items-center gap-1">
            <span className="block size-3 rounded-sm border border-sky-300 bg-sky-100" /> Freeze
            used
          </span>
        )}
      </p>
    </div>
  );
}
