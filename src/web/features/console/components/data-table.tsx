import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export type Column<Row> = {
  heading: string;
  render: (row: Row) => ReactNode;
  /** Long unbroken text (emails, ids) may wrap anywhere rather than widen the table. */
  isLongText?: boolean;
  /** Short values (a date, an action's name) stay on one line; other columns give way. */
  isNoWrap?: boolean;
};

/**
 * A table on a laptop; on a phone, where seven columns cannot fit, each row
 * becomes a card listing its fields under their headings.
 */
export function DataTable<Row>(props: {
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
}) {
  const { columns, rows } = props;
  return (
    <>
      <ul aria-label={props.label} className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li
            key={props.rowKey(row)}
            className="rounded-(--radius-card) border border-line bg-white p-4 shadow-sm"
          >
            <dl className="flex flex-col gap-1 text-sm">
              {columns.map((column, index) => (
                <div key={column.heading || index} className="flex gap-2">
                  {column.heading && (
                    <dt className="w-24 shrink-0 text-ink-soft">{column.heading}</dt>
                  )}
                  <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">
                    {column.render(row)}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-(--radius-card) border border-line bg-white shadow-sm md:block">
        <table aria-label={props.label} className="w-full text-left text-sm">
          <thead className="bg-stone-50 text-xs text-ink-soft uppercase">
            <tr>
              {columns.map((column, index) => (
                <th
                  key={column.heading || index}
                  scope="col"
                  className="px-3 py-2 font-semibold whitespace-nowrap"
                >
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={props.rowKey(row)}>
                {columns.map((column, index) => (
                  <td
                    key={column.heading || index}
                    className={cn(
                      'px-3 py-2 align-top text-ink',
                      column.isLongText && '[overflow-wrap:anywhere]',
                      column.isNoWrap && 'whitespace-nowrap',
                    )}
                  >
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
