import type { ReactNode } from 'react';
import { useCan } from '#web/lib/permissions.ts';
import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import { SelectField } from '#web/components/ui/select.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useInsightCohorts } from '../../api/get-insight-cohorts.ts';
import type { InsightFilters } from '../../api/insights-view.ts';
import { ConsolePage } from '../console-page.tsx';
import { ActivitySection } from './activity-section.tsx';
import { AtRiskSection } from './at-risk-section.tsx';
import { ComebacksSection } from './comebacks-section.tsx';
import { FeedbackSection } from './feedback-section.tsx';
import { FunnelChart } from './funnel-chart.tsx';
import { NudgeResultsSection } from './nudge-results-section.tsx';
import { NudgeTemplatesSection } from './nudge-templates-section.tsx';
import { OperationsSection } from './operations-section.tsx';
import { RetentionGrid } from './retention-grid.tsx';
import { StallCharts } from './stall-chart.tsx';
import { StandingNudgesSection } from './standing-nudges-section.tsx';
import { useSearchParamsAtOnce } from '#web/lib/use-search-params-at-once.ts';

const isDate = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/** The filters live in the address, so a view can be shared and the back button works. */
function useInsightFilters() {
  const [params, setParams] = useSearchParamsAtOnce();
  const cohortKind =
    params.get('cohortKind') === 'month'
      ? 'month'
      : params.get('cohortKind') === 'week'
        ? 'week'
        : '';
  const cohortDate = isDate(params.get('cohortDate'));
  const cohortId = Number(params.get('cohortId'));
  const filters: InsightFilters = {
    cohort:
      cohortKind && cohortDate
        ? `${cohortKind}:${cohortKind === 'month' ? cohortDate.slice(0, 7) : cohortDate}`
        : undefined,
    from: isDate(params.get('from')),
    to: isDate(params.get('to')),
    cohortId: Number.isInteger(cohortId) && cohortId > 0 ? cohortId : undefined,
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

const sections = [
  { id: 'at-risk', title: 'Who needs a word today' },
  { id: 'funnel', title: 'How far creators get' },
  { id: 'stall', title: 'Where creators stall' },
  { id: 'retention', title: 'Who keeps coming back' },
  { id: 'activity', title: 'Daily activity and streaks' },
  { id: 'comebacks', title: 'Comebacks' },
  { id: 'nudge-results', title: 'Nudge results' },
  { id: 'feedback', title: 'Feedback on answers' },
  { id: 'operations', title: 'Kits and emails' },
  { id: 'templates', title: 'Nudge templates' },
  { id: 'standing-nudges', title: 'Standing nudges' },
] as const;

/** Sections for those who may nudge only. */
const nudgerSections: readonly string[] = ['templates', 'standing-nudges'];

type SectionId = (typeof sections)[number]['id'];

function Section(props: { id: SectionId; children: ReactNode }) {
  const title = sections.find((section) => section.id === props.id)!.title;
  return (
    <section
      id={props.id}
      aria-labelledby={`${props.id}-heading`}
      className="flex scroll-mt-4 flex-col gap-3"
    >
      <h2 id={`${props.id}-heading`} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {props.children}
    </section>
  );
}

/**
 * Insights: who needs a word, how far creators get, where they stall, who comes back, daily
 * activity, comebacks, feedback on answers, kits and emails; every view under the same
 * sign-up filters, a nudge away.
 */
export function InsightsScreen() {
  const { params, filters, set, cohortKind } = useInsightFilters();
  // Editors read insights; only those who may nudge see the templates and the nudge buttons.
  const canNudge = useCan('nudges:send');
  const cohorts = useInsightCohorts();
  return (
    <ConsolePage intro="The programme as it stands, counted from what creators do. Filter by when creators signed up, or by cohort.">
      <nav aria-label="Insights" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {sections
          .filter((section) => canNudge || !nudgerSections.includes(section.id))
          .map((section) => (
            <a
              key={section.id}
              href={`#${section.id}`}
              className="inline-flex min-h-11 items-center font-semibold text-ember-700 underline-offset-4 hover:underline"
            >
              {section.title}
            </a>
          ))}
        <Link
          to={paths.adminInsightsCompare}
          className="inline-flex min-h-11 items-center font-semibold text-ember-700 underline-offset-4 hover:underline"
        >
          Compare cohorts
        </Link>
      </nav>
      <form
        aria-label="Filter insights"
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-3 xl:grid-cols-5"
      >
        <SelectField
          label="Cohort"
          value={filters.cohortId === undefined ? '' : String(filters.cohortId)}
          onChange={(event) => set('cohortId', event.target.value)}
        >
          <option value="">Every creator</option>
          {cohorts.data?.cohorts.map((cohort) => (
            <option key={cohort.id} value={cohort.id}>
              {cohort.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Signed up"
          value={cohortKind}
          onChange={(event) => set('cohortKind', event.target.value)}
        >
          <option value="">Any time</option>
          <option value="week">In a week</option>
          <option value="month">In a month</option>
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
      <Section id="at-risk">
        <AtRiskSection filters={filters} />
      </Section>
      <Section id="funnel">
        <FunnelChart filters={filters} />
      </Section>
      <Section id="stall">
        <StallCharts filters={filters} />
      </Section>
      <Section id="retention">
        <RetentionGrid filters={filters} />
      </Section>
      <Section id="activity">
        <ActivitySection filters={filters} />
      </Section>
      <Section id="comebacks">
        <ComebacksSection filters={filters} />
      </Section>
      <Section id="nudge-results">
        <NudgeResultsSection />
      </Section>
      <Section id="feedback">
        <FeedbackSection filters={filters} />
      </Section>
      <Section id="operations">
        <OperationsSection filters={filters} />
      </Section>
      {canNudge && (
        <Section id="templates">
          <NudgeTemplatesSection />
        </Section>
      )}
      {canNudge && (
        <Section id="standing-nudges">
          <StandingNudgesSection />
        </Section>
      )}
    </ConsolePage>
  );
}
