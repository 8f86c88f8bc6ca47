import { useSearchParams } from 'react-router';
import { SelectField } from '#web/components/ui/select.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';
import type { InsightFilters } from '../../api/get-insights.ts';
import { ConsolePage } from '../console-page.tsx';
import { AtRiskSection } from './at-risk-section.tsx';
import { FunnelChart } from './funnel-chart.tsx';
import { StallCharts } from './stall-chart.tsx';

const isDate = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/** The filters live in the address, so a view can be shared and the back button works. */
function useInsightFilters() {
  const [params, setParams] = useSearchParams();
  const cohortKind =
    params.get('cohortKind') === 'month'
      ? 'month'
      : params.get('cohortKind') === 'week'
        ? 'week'
        : '';
  const cohortDate = isDate(params.get('cohortDate'));
  const filters: InsightFilters = {
    cohort:
      cohortKind && cohortDate
        ? `${cohortKind}:${cohortKind === 'month' ? cohortDate.slice(0, 7) : cohortDate}`
        : undefined,
    from: isDate(params.get('from')),
    to: isDate(params.get('to')),
  };
  const set = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  return { params, filters, set, cohortKind };
}

/** Insights: the funnel, where creators stall, and who needs a word today, with a nudge away. */
export function InsightsScreen() {
  const { params, filters, set, cohortKind } = useInsightFilters();
  return (
    <ConsolePage
      intro={`Live figures, counted when you open them (${formatDateTime(new Date())}). Filter by when creators signed up.`}
    >
      <form
        aria-label="Filter insights"
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-3 sm:grid-cols-4 sm:items-end"
      >
        <SelectField
          label="Sign-up cohort"
          value={cohortKind}
          onChange={(event) => set('cohortKind', event.target.value)}
        >
          <option value="">Everyone</option>
          <option value="week">A week</option>
          <option value="month">A month</option>
        </SelectField>
        {cohortKind && (
          <TextField
            label={cohortKind === 'week' ? 'Any day of the week' : 'Any day of the month'}
            type="date"
            value={params.get('cohortDate') ?? ''}
            onChange={(event) => set('cohortDate', event.target.value)}
          />
        )}
        <TextField
          label="Signed up from"
          type="date"
          value={params.get('from') ?? ''}
          onChange={(event) => set('from', event.target.value)}
        />
        <TextField
          label="Signed up to"
          type="date"
          value={params.get('to') ?? ''}
          onChange={(event) => set('to', event.target.value)}
        />
      </form>
      <AtRiskSection filters={filters} />
      <section aria-labelledby="funnel-heading" className="flex flex-col gap-3">
        <h2 id="funnel-heading" className="text-xl font-semibold text-ink">
          How far creators get
        </h2>
        <FunnelChart filters={filters} />
      </section>
      <section aria-labelledby="stall-heading" className="flex flex-col gap-3">
        <h2 id="stall-heading" className="text-xl font-semibold text-ink">
          Where creators stall
        </h2>
        <StallCharts filters={filters} />
      </section>
    </ConsolePage>
  );
}
