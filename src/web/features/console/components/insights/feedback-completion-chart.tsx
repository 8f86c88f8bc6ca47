import { Bar } from '@visx/shape';
import { ChartFigure } from './chart-figure.tsx';
import { percentText } from './insights-format.ts';
import type { ReviewInsights } from '../../api/get-review-insights.ts';
import type { ReactNode } from 'react';

type Row = ReviewInsights['nextRealm'][number];
type Group = Row['withFeedback'];

const BAR_HEIGHT = 14;
/** A realm's heading, then each group's label above its bar. */
const GROUP_HEIGHT = 112;

const groupText = (group: Group) =>
  `${percentText(group.share)} (${group.completedNext} of ${group.creators})`;

function summaryOf(rows: Row[]): string {
  const total = (pick: (row: Row) => Group) => {
    const creators = rows.reduce((sum, row) => sum + pick(row).creators, 0);
    const completed = rows.reduce((sum, row) => sum + pick(row).completedNext, 0);
    return creators === 0 ? null : completed / creators;
  };
  const withFeedback = total((row) => row.withFeedback);
  const without = total((row) => row.withoutFeedback);
  if (withFeedback === null && without === null)
    return 'No creator in this selection has submitted an answer that asks for feedback.';
  return `${percentText(withFeedback)} of creators whose answer got feedback completed the next realm, against ${percentText(without)} of those whose answer did not.`;
}

function GroupBar(props: { top: number; label: string; group: Group; className: string }) {
  return (
    <g>
      <text x={0} y={props.top + 14} className="fill-ink text-[13px]">
        {props.label}
        <tspan className="fill-ink-soft font-semibold"> · {groupText(props.group)}</tspan>
      </text>
      <rect
        x={0}
        y={props.top + 20}
        width="100%"
        height={BAR_HEIGHT}
        rx={4}
        className="fill-stone-100"
      />
      <Bar
        x={0}
        y={props.top + 20}
        width={`${(props.group.share ?? 0) * 100}%` as unknown as number}
        height={BAR_HEIGHT}
        rx={4}
        className={props.className}
      />
    </g>
  );
}

/**
 * Per realm whose answers ask for feedback: the share of creators who went on to complete the
 * next realm, with feedback on their answer and without, on one 0–100% scale; the table
 * behind it has the counts.
 */
export function FeedbackCompletionChart(props: { rows: Row[]; actions?: ReactNode }) {
  return (
    <ChartFigure
      title="Next realm completed, with and without feedback"
      summary={summaryOf(props.rows)}
      actions={props.actions}
      chart={(summaryId) => (
        <svg
          role="img"
          aria-labelledby={summaryId}
          width="100%"
          height={props.rows.length * GROUP_HEIGHT}
          className="overflow-visible"
        >
          {props.rows.map((row, index) => {
            const top = index * GROUP_HEIGHT;
            return (
              <g key={row.realm.id}>
                <text x={0} y={top + 14} className="fill-ink text-[13px] font-semibold">
                  Realm {row.realm.id} → Realm {row.nextRealm.id}
                </text>
                <GroupBar
                  top={top + 24}
                  label="With feedback"
                  group={row.withFeedback}
                  className="fill-ember-600"
                />
                <GroupBar
                  top={top + 64}
                  label="Without feedback"
                  group={row.withoutFeedback}
                  className="fill-stone-400"
                />
              </g>
            );
          })}
        </svg>
      )}
      columns={[
        {
          heading: 'Answer in',
          render: (row: Row) => `Realm ${row.realm.id}: ${row.realm.title}`,
        },
        {
          heading: 'Next realm',
          render: (row) => `Realm ${row.nextRealm.id}: ${row.nextRealm.title}`,
        },
        {
          heading: 'With feedback',
          render: (row) =>
            `${row.withFeedback.completedNext} of ${row.withFeedback.creators} completed`,
          isNoWrap: true,
        },
        {
          heading: 'With (%)',
          render: (row) => percentText(row.withFeedback.share),
          isNoWrap: true,
        },
        {
          heading: 'Without feedback',
          render: (row) =>
            `${row.withoutFeedback.completedNext} of ${row.withoutFeedback.creators} completed`,
          isNoWrap: true,
        },
        {
          heading: 'Without (%)',
          render: (row) => percentText(row.withoutFeedback.share),
          isNoWrap: true,
        },
      ]}
      rows={props.rows}
      rowKey={(row) => String(row.realm.id)}
    />
  );
}
