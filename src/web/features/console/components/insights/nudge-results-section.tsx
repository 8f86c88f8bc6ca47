import { signedPoints } from '#shared/rules/nudge-effect.ts';
import { countOf, nouns } from '#shared/rules/plural.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import {
  nudgeResultsCsvPath,
  useNudgeResults,
  type NudgeResultRow,
} from '../../api/get-nudge-results.ts';
import { CsvLink } from '../csv-link.tsx';
import { DataTable } from '../data-table.tsx';
import { CountedAt } from './counted-at.tsx';
import { percentText } from './insights-format.ts';

export const NUDGE_RESULTS_HELP =
  'Each nudge to a list holds back a share of its creators, who get nothing. A creator came back with any activity (a check-in, a quest answer, a buddy note) within 7 days after the nudge. The difference is nudged minus held back, in percentage points; the 95% interval (Newcombe’s) is the range the true difference most likely lies in. Only nudges whose 7 days are over count, whatever the sign-up filters above.';

const backText = (back: number, total: number, share: number | null) =>
  total === 0 ? '—' : `${back} of ${total} (${percentText(share)})`;

const differenceText = (row: NudgeResultRow) =>
  row.difference === null || row.low === null || row.high === null
    ? '—'
    : `${signedPoints(row.difference)} (${signedPoints(row.low)} to ${signedPoints(row.high)})`;

const columns = [
  { heading: 'Template', render: (row: NudgeResultRow) => row.label, isLongText: true },
  {
    heading: 'Nudged: back',
    render: (row: NudgeResultRow) => backText(row.nudgedBack, row.nudged, row.nudgedBackShare),
    isNoWrap: true,
  },
  {
    heading: 'Held back: back',
    render: (row: NudgeResultRow) =>
      backText(row.heldBackBack, row.heldBack, row.heldBackBackShare),
    isNoWrap: true,
  },
  {
    heading: 'Difference, points (95%)',
    render: differenceText,
    isNoWrap: true,
  },
  {
    heading: 'Creators',
    render: (row: NudgeResultRow) => row.nudged + row.heldBack,
    isNoWrap: true,
  },
  { heading: 'Reading', render: (row: NudgeResultRow) => row.verdict },
];

/**
 * Whether nudges bring creators back: every list nudge's nudged against its held back, in
 * words first (too few to tell, no clear effect, or which way and how far), then per template.
 */
export function NudgeResultsSection() {
  const results = useNudgeResults();
  return (
    <QueryState query={results} what="nudge results">
      {({ overall, templates, runningBatches, countedAt }) => (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink-soft">{NUDGE_RESULTS_HELP}</p>
          <p className="text-lg font-semibold text-ink" role="status">
            {overall.verdict}
          </p>
          <p className="text-sm text-ink-soft">
            {overall.nudged + overall.heldBack === 0
              ? 'No nudge to a list has finished its 7 days yet.'
              : `Resting on ${countOf(overall.nudged + overall.heldBack, nouns.creator)} from ${countOf(overall.batches, { one: 'list nudge', other: 'list nudges' })}.`}
            {runningBatches > 0 &&
              ` ${countOf(runningBatches, { one: 'list nudge is still inside its', other: 'list nudges are still inside their' })} 7 days.`}
          </p>
          {templates.length > 0 && (
            <DataTable
              label="Nudge results by template"
              columns={columns}
              rows={[...templates, overall]}
              rowKey={(row) => (row === overall ? 'overall' : (row.templateId ?? 'by-hand'))}
            />
          )}
          <div className="flex flex-wrap gap-2">
            <CsvLink href={nudgeResultsCsvPath()}>Nudge results CSV</CsvLink>
          </div>
          <CountedAt countedAt={countedAt} pendingCreators={0} />
        </div>
      )}
    </QueryState>
  );
}
