import { QueryState } from '#web/components/ui/query-state.tsx';
import { funnelView, type Funnel } from '../../api/get-funnel.ts';
import type { InsightFilters } from '../../api/insights-view.ts';
import { BarChart } from './bar-chart.tsx';
import { CountedAt } from './counted-at.tsx';
import { daysText, percentText } from './insights-format.ts';
import { CsvLink } from '../csv-link.tsx';

type Step = Funnel['steps'][number];

function summaryOf(steps: Step[]): string {
  const [signedUp, ...rest] = steps;
  if (!signedUp || signedUp.count === 0) return 'No creators signed up in this selection.';
  const drop = rest.reduce<Step | null>(
    (worst, step) =>
      step.conversion !== null && (!worst || step.conversion < (worst.conversion ?? 1))
        ? step
        : worst,
    null,
  );
  const last = steps.at(-1)!;
  return `${signedUp.count} signed up and ${last.count} had a kit shipped; the biggest drop is at "${drop?.label}" (${percentText(drop?.conversion ?? null)} of the step before).`;
}

export function FunnelChart({ filters }: { filters: InsightFilters }) {
  const funnel = funnelView.useFigures(filters);
  return (
    <QueryState query={funnel} what="the funnel">
      {(data) => (
        <div className="flex flex-col gap-2">
          <BarChart
            title="Funnel"
            summary={summaryOf(data.steps)}
            bars={data.steps.map((step) => ({
              key: String(step.step),
              label: step.label,
              value: step.count,
              valueText:
                step.step === 0
                  ? String(step.count)
                  : `${step.count} (${percentText(step.conversion)})`,
            }))}
            columns={[
              { heading: 'Step', render: (step: Step) => step.label },
              { heading: 'Creators', render: (step) => step.count, isNoWrap: true },
              {
                heading: 'From step before',
                render: (step) => percentText(step.conversion),
                isNoWrap: true,
              },
              {
                heading: 'Median time',
                render: (step) => daysText(step.medianDays),
                isNoWrap: true,
              },
            ]}
            rows={data.steps}
            rowKey={(step) => String(step.step)}
            actions={<CsvLink href={funnelView.csvPath(filters)}>Funnel CSV</CsvLink>}
          />
          <CountedAt countedAt={data.countedAt} pendingCreators={data.pendingCreators} />
        </div>
      )}
    </QueryState>
  );
}
