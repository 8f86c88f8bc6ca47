import { useId, type ReactNode } from 'react';
import { DataTable, type Column } from '../data-table.tsx';

/**
 * A chart's frame: its title, a one-line summary (the name screen readers hear for the
 * picture), actions such as a CSV link, the picture, and the same numbers as a table behind a
 * disclosure, closed at first.
 */
export function ChartFigure<Row>(props: {
  title: string;
  summary: string;
  actions?: ReactNode;
  /** The picture, given the id of the summary that names it. */
  chart: (summaryId: string) => ReactNode;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}) {
  const summaryId = useId();
  const titleId = useId();
  return (
    <figure
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-(--radius-card) border border-line bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={titleId} className="text-lg font-semibold text-ink">
            {props.title}
          </h3>
          <p id={summaryId} className="text-sm text-ink-soft">
            {props.summary}
          </p>
        </div>
        {props.actions}
      </div>
      {props.chart(summaryId)}
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
