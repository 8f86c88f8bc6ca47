import type { ReactNode } from 'react';

/**
 * A table that fits a laptop and scrolls sideways inside itself on a phone.
 * The scrolling region is focusable and named, so keyboard users can scroll it too.
 */
export function DataTable(props: { label: string; headings: string[]; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={props.label}
      tabIndex={0}
      className="overflow-x-auto rounded-(--radius-card) border border-line bg-white shadow-sm"
    >
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{props.label}</caption>
        <thead className="bg-stone-50 text-xs text-ink-soft uppercase">
          <tr>
            {props.headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{props.children}</tbody>
      </table>
    </div>
  );
}

export function Cell({ children, className }: { children: ReactNode; className?: string }) {
  return <td className={`px-3 py-2 align-top text-ink ${className ?? ''}`}>{children}</td>;
}
