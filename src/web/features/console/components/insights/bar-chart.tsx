import { Bar } from '@visx/shape';
import { scaleLinear } from '@visx/scale';
import { useId, type ReactNode } from 'react';
import { DataTable, type Column } from '../data-table.tsx';

export type ChartBar = { key: string; label: string; value: number; valueText: string };

const BAR_HEIGHT = 14;
const ROW_HEIGHT = 44;

/**
 * A horizontal bar chart that reads on a 390 px phone: each bar under its label, widths in
 * percent of the figure so nothing is measured. Screen readers get the one-line summary as the
 * chart's name; the numbers are in the table under it (a disclosure, closed at first).
 */
export function BarChart<Row>(props: {
  title: string;
  summary: string;
  bars: ChartBar[];
  /** The same numbers as a table, with more columns than the bars show. */
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  actions?: ReactNode;
}) {
  const summaryId = useId();
  const titleId = useId();
  const max = Math.max(1, ...props.bars.map((bar) => bar.value));
  const width = scaleLinear({ domain: [0, max], range: [0, 100] });
  const height = props.bars.length * ROW_HEIGHT;
  return (
    <figure
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-(--radius-card) border border-line bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h3 id={titleId} className="text-lg font-semibold text-ink">
            {props.title}
          </h3>
          <p id={summaryId} className="text-sm text-ink-soft">
            {props.summary}
          </p>
        </div>
        {props.actions}
      </div>
      <svg
        role="img"
        aria-labelledby={summaryId}
        width="100%"
        height={height}
        className="overflow-visible"
      >
        {props.bars.map((bar, index) => {
          const top = index * ROW_HEIGHT;
          return (
            <g key={bar.key}>
              <text x={0} y={top + 14} className="fill-ink text-[13px]">
                {bar.label}
                <tspan className="fill-ink-soft font-semibold"> · {bar.valueText}</tspan>
              </text>
              <rect
                x={0}
                y={top + 20}
                width="100%"
                height={BAR_HEIGHT}
                rx={4}
                className="fill-stone-100"
              />
              <Bar
                x={0}
                y={top + 20}
                width={`${width(bar.value)}%` as unknown as number}
                height={BAR_HEIGHT}
                rx={4}
                className="fill-ember-600"
              />
            </g>
          );
        })}
      </svg>
      <details className="group">
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-ember-700">
          Show the numbers as a table
        </summary>
        <DataTable
          label={`${props.title}: the numbers`}
          columns={props.columns}
          rows={props.rows}
          rowKey={props.rowKey}
        />
      </details>
    </figure>
  );
}
