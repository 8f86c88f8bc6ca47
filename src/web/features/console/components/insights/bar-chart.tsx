import { Bar } from '@visx/shape';
import { scaleLinear } from '@visx/scale';
import type { ReactNode } from 'react';
import type { Column } from '../data-table.tsx';
import { ChartFigure } from './chart-figure.tsx';

export type ChartBar = { key: string; label: string; value: number; valueText: string };

const BAR_HEIGHT = 14;
const ROW_HEIGHT = 44;

/**
 * A horizontal bar chart that reads on a 390 px phone: each bar under its label, widths in
 * percent of the figure so nothing is measured.
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
  /** The value of a full-width bar, so charts shown side by side share one scale; the largest bar by default. */
  max?: number;
}) {
  const max = props.max ?? Math.max(1, ...props.bars.map((bar) => bar.value));
  const width = scaleLinear({ domain: [0, max], range: [0, 100] });
  return (
    <ChartFigure
      {...props}
      chart={(summaryId) => (
        <svg
          role="img"
          aria-labelledby={summaryId}
          width="100%"
          height={props.bars.length * ROW_HEIGHT}
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
      )}
    />
  );
}
