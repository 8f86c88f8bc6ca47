import { scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { formatDate } from '#web/lib/format-date.ts';
import { activityView, type Activity } from '../../api/get-activity.ts';
import type { InsightFilters } from '../../api/insights-view.ts';
import { ChartFigure } from './chart-figure.tsx';
import { CsvLink } from '../csv-link.tsx';

type Day = Activity['days'][number];

/** The picture is drawn on a fixed grid and stretched to the card's width. */
const WIDTH = 900;
const HEIGHT = 160;

const dayLabel = (day: string) => formatDate(new Date(`${day}T12:00:00Z`));

function summaryOf(days: Day[]): string {
  const lastWeek = days.slice(-7);
  const weekBefore = days.slice(-14, -7);
  const average = (window: Day[]) =>
    Math.round(
      window.reduce((sum, day) => sum + day.activeCreators, 0) / Math.max(1, window.length),
    );
  const peak = days.reduce(
    (best, day) => (day.activeCreators > best.activeCreators ? day : best),
    days[0]!,
  );
  return `${average(lastWeek)} creators active a day on average this week (${average(weekBefore)} the week before); the busiest day was ${dayLabel(peak.day)} with ${peak.activeCreators}.`;
}

/** Daily active creators (bars) and check-ins (the line) over the last 90 days. */
export function DailyActivityChart({ days, filters }: { days: Day[]; filters: InsightFilters }) {
  const max = Math.max(1, ...days.map((day) => Math.max(day.activeCreators, day.checkins)));
  const y = scaleLinear({ domain: [0, max], range: [HEIGHT, 4] });
  const step = WIDTH / days.length;
  return (
    <ChartFigure
      title="Active creators a day"
      summary={summaryOf(days)}
      actions={<CsvLink href={activityView.csvPath(filters)}>Activity CSV</CsvLink>}
      chart={(summaryId) => (
        <div className="flex flex-col gap-1">
          <svg
            role="img"
            aria-labelledby={summaryId}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="h-40 w-full"
          >
            {days.map((day, index) => (
              <Bar
                key={day.day}
                x={index * step + step * 0.15}
                y={y(day.activeCreators)}
                width={step * 0.7}
                height={HEIGHT - y(day.activeCreators)}
                className="fill-ember-300"
              />
            ))}
            <LinePath
              data={days}
              x={(_, index) => index * step + step / 2}
              y={(day) => y(day.checkins)}
              className="fill-none stroke-ember-800"
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          <div className="flex justify-between text-xs text-ink-soft" aria-hidden>
            <span>{dayLabel(days[0]!.day)}</span>
            <span>Today</span>
          </div>
          <p className="flex flex-wrap gap-x-4 text-xs text-ink-soft" aria-hidden>
            <span>
              <span className="mr-1 inline-block size-3 rounded-sm bg-ember-300 align-middle" />
              Active creators
            </span>
            <span>
              <span className="mr-1 inline-block h-0.5 w-4 bg-ember-800 align-middle" />
              Check-ins
            </span>
          </p>
        </div>
      )}
      columns={[
        { heading: 'Day', render: (day: Day) => dayLabel(day.day), isNoWrap: true },
        { heading: 'Active creators', render: (day) => day.activeCreators, isNoWrap: true },
        { heading: 'Check-ins', render: (day) => day.checkins, isNoWrap: true },
      ]}
      rows={[...days].reverse()}
      rowKey={(day) => day.day}
    />
  );
}
