import { QueryState } from '#web/components/ui/query-state.tsx';
import { streaksCsvPath, activityView, type Activity } from '../../api/get-activity.ts';
import type { InsightFilters } from '../../api/insights-view.ts';
import { BarChart } from './bar-chart.tsx';
import { CountedAt } from './counted-at.tsx';
import { DailyActivityChart } from './daily-activity-chart.tsx';
import { percentText } from './insights-format.ts';
import { CsvLink } from '../csv-link.tsx';

type Bucket = Activity['streaks'][number];

function streakSummaryOf(buckets: Bucket[]): string {
  const creators = buckets.reduce((sum, bucket) => sum + bucket.creators, 0);
  if (creators === 0) return 'No creators signed up in this selection.';
  const onAStreak = creators - (buckets.find((bucket) => bucket.from === 0)?.creators ?? 0);
  const weekOrMore = buckets
    .filter((bucket) => bucket.from >= 7)
    .reduce((sum, bucket) => sum + bucket.creators, 0);
  return `${percentText(onAStreak / creators)} of creators have a streak going today; ${percentText(weekOrMore / creators)} a week or longer.`;
}

/** Daily activity over 90 days, and how long creators' check-in streaks are today. */
export function ActivitySection({ filters }: { filters: InsightFilters }) {
  const activity = activityView.useFigures(filters);
  return (
    <QueryState query={activity} what="activity">
      {(data) => (
        <div className="flex flex-col gap-4">
          <DailyActivityChart days={data.days} filters={filters} />
          <BarChart
            title="Streaks today"
            summary={streakSummaryOf(data.streaks)}
            bars={data.streaks.map((bucket) => ({
              key: String(bucket.from),
              label: bucket.label,
              value: bucket.creators,
              valueText: String(bucket.creators),
            }))}
            columns={[
              { heading: 'Streak', render: (bucket: Bucket) => bucket.label },
              { heading: 'Creators', render: (bucket) => bucket.creators, isNoWrap: true },
            ]}
            rows={data.streaks}
            rowKey={(bucket) => String(bucket.from)}
            actions={<CsvLink href={streaksCsvPath(filters)}>Streaks CSV</CsvLink>}
          />
          <CountedAt countedAt={data.countedAt} pendingCreators={data.pendingCreators} />
        </div>
      )}
    </QueryState>
  );
}
