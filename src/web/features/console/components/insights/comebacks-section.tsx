import { QueryState } from '#web/components/ui/query-state.tsx';
import { comebacksView, type Comebacks } from '../../api/get-comebacks.ts';
import type { InsightFilters } from '../../api/insights-view.ts';
import { CsvLink } from '../csv-link.tsx';
import { BarChart } from './bar-chart.tsx';
import { CountedAt } from './counted-at.tsx';
import { InsightFigure } from './insight-figure.tsx';
import { percentText } from './insights-format.ts';

type Week = Comebacks['weeks'][number];

export const COMEBACKS_HELP =
  'Weeks run Monday to Sunday. A comeback is a day of activity (a check-in, a quest answer saved or completed, a buddy note) after 3 or more days with none, counted once in the week it happened, on the creator’s own calendar. Streaks earned back and freezes used follow the streak rules. Nudges fall in the UTC week they were sent; a nudged creator counts as back with any activity within 7 days after it.';

const weekLabel = (week: Week) => `Week of ${week.weekStart}`;

const nudgedText = (week: Week) =>
  week.nudged === 0
    ? '—'
    : `${week.nudgedBack} of ${week.nudged} (${percentText(week.nudgedBackShare)})`;

const sum = (weeks: Week[], pick: (week: Week) => number) =>
  weeks.reduce((total, week) => total + pick(week), 0);

function summaryOf(weeks: Week[]): string {
  const comebacks = sum(weeks, (week) => week.comebacks);
  const nudged = sum(weeks, (week) => week.nudged);
  if (comebacks === 0 && nudged === 0 && sum(weeks, (week) => week.freezesUsed) === 0)
    return 'No comebacks, earned-back streaks, freezes or nudges in these 12 weeks.';
  return `${comebacks} ${comebacks === 1 ? 'comeback' : 'comebacks'} in the last 12 weeks, ${weeks.at(-1)?.comebacks ?? 0} this week.`;
}

/**
 * Comebacks, week by week for the last 12 weeks: creators back after 3+ quiet days, runs
 * earned back, freezes used, and how many nudged creators were active again within 7 days.
 */
export function ComebacksSection({ filters }: { filters: InsightFilters }) {
  const comebacks = comebacksView.useFigures(filters);
  return (
    <QueryState query={comebacks} what="comebacks">
      {({ weeks, countedAt }) => {
        const nudged = sum(weeks, (week) => week.nudged);
        const nudgedBack = sum(weeks, (week) => week.nudgedBack);
        return (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-ink-soft">{COMEBACKS_HELP}</p>
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <InsightFigure
                label="Comebacks (12 weeks)"
                value={String(sum(weeks, (week) => week.comebacks))}
              />
              <InsightFigure
                label="Earned back (12 weeks)"
                value={String(sum(weeks, (week) => week.streaksEarnedBack))}
              />
              <InsightFigure
                label="Freezes used (12 weeks)"
                value={String(sum(weeks, (week) => week.freezesUsed))}
              />
              <InsightFigure
                label="Nudged, back within 7 days"
                value={nudged === 0 ? '—' : percentText(nudgedBack / nudged)}
              />
            </dl>
            <BarChart
              title="Comebacks per week"
              summary={summaryOf(weeks)}
              bars={weeks.map((week) => ({
                key: week.weekStart,
                label: weekLabel(week),
                value: week.comebacks,
                valueText: String(week.comebacks),
              }))}
              columns={[
                {
                  heading: 'Week (Monday)',
                  render: (week: Week) => week.weekStart,
                  isNoWrap: true,
                },
                { heading: 'Comebacks', render: (week) => week.comebacks, isNoWrap: true },
                {
                  heading: 'Streaks earned back',
                  render: (week) => week.streaksEarnedBack,
                  isNoWrap: true,
                },
                { heading: 'Freezes used', render: (week) => week.freezesUsed, isNoWrap: true },
                { heading: 'Nudged: back within 7 days', render: nudgedText, isNoWrap: true },
              ]}
              rows={weeks}
              rowKey={(week) => week.weekStart}
              actions={<CsvLink href={comebacksView.csvPath(filters)}>Comebacks CSV</CsvLink>}
            />
            <CountedAt countedAt={countedAt} pendingCreators={0} />
          </div>
        );
      }}
    </QueryState>
  );
}
