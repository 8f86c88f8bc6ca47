import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import { COMPARE_MAX_COHORTS, compareViews, type CompareView } from '#shared/schemas/insights.ts';
import { CheckboxField, CheckboxGroupField } from '#web/components/ui/checkbox-field.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { SelectField } from '#web/components/ui/select.tsx';
import { useInsightCohorts } from '../../api/get-insight-cohorts.ts';
import { ConsolePage } from '../console-page.tsx';
import { CompareCharts } from './compare-charts.tsx';
import { useSearchParamsAtOnce } from '#web/lib/use-search-params-at-once.ts';

const viewLabels: Record<CompareView, string> = {
  funnel: 'Funnel',
  stall: 'Stalls',
  retention: 'Retention',
};

/** The choice lives in the address (`?cohorts=3,7&view=stall`), so a comparison can be shared. */
function useCompareChoice() {
  const [params, setParams] = useSearchParamsAtOnce();
  const chosen = (params.get('cohorts') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, COMPARE_MAX_COHORTS);
  const view = compareViews.find((name) => name === params.get('view')) ?? 'funnel';
  const set = (next: { cohorts?: number[]; view?: CompareView }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.cohorts) updated.set('cohorts', next.cohorts.join(','));
      if (next.view) updated.set('view', next.view);
      return updated;
    });
  return { chosen, view, set };
}

/** Two to four programme cohorts side by side: the funnel, the stalls or retention. */
export function CompareScreen() {
  const cohorts = useInsightCohorts();
  const { chosen, view, set } = useCompareChoice();
  const toggle = (id: number) =>
    set({
      cohorts: chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id],
    });
  return (
    <ConsolePage intro="Cohorts side by side: each step, quest or week as a count and as a share of the cohort, so cohorts of different sizes compare fairly.">
      <Link
        to={paths.adminInsights}
        className="inline-flex min-h-11 items-center self-start font-semibold text-ember-700 underline-offset-4 hover:underline"
      >
        Back to insights
      </Link>
      <QueryState
        query={cohorts}
        what="cohorts"
        isEmpty={(data) => data.cohorts.length < 2}
        emptyText="Comparing needs two cohorts or more; there are fewer so far."
      >
        {(data) => (
          <form
            aria-label="Choose what to compare"
            onSubmit={(event) => event.preventDefault()}
            className="grid gap-4 sm:grid-cols-2 sm:items-start"
          >
            <CheckboxGroupField
              legend={`Cohorts (2 to ${COMPARE_MAX_COHORTS})`}
              error={chosen.length === 1 ? 'Please choose one more cohort.' : undefined}
            >
              {data.cohorts.map((cohort) => (
                <CheckboxField
                  key={cohort.id}
                  label={cohort.name}
                  checked={chosen.includes(cohort.id)}
                  disabled={!chosen.includes(cohort.id) && chosen.length >= COMPARE_MAX_COHORTS}
                  onChange={() => toggle(cohort.id)}
                />
              ))}
            </CheckboxGroupField>
            <SelectField
              label="Compare"
              value={view}
              onChange={(event) => set({ view: event.target.value as CompareView })}
            >
              {compareViews.map((name) => (
                <option key={name} value={name}>
                  {viewLabels[name]}
                </option>
              ))}
            </SelectField>
          </form>
        )}
      </QueryState>
      {chosen.length >= 2 ? (
        <CompareCharts filters={{ cohortIds: chosen.join(','), view }} />
      ) : (
        <p className="text-ink-soft">Choose two cohorts or more to see them side by side.</p>
      )}
    </ConsolePage>
  );
}
