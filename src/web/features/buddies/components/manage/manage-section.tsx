import { useId, type ReactNode } from 'react';

/** One titled card of /buddies/manage, with the words it shows when it has nothing to list. */
export function ManageSection(props: {
  heading: string;
  intro?: string;
  emptyText: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-(--radius-card) border border-line bg-white p-5 shadow-sm"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {props.heading}
        </h2>
        {props.intro && <p className="text-sm text-ink-soft">{props.intro}</p>}
      </div>
      {props.isEmpty ? <p className="text-sm text-ink-soft">{props.emptyText}</p> : props.children}
    </section>
  );
}

/** A creator in a list: avatar, name, a line about them, and what can be done. */
export function PersonRow(props: {
  avatar: ReactNode;
  name: string;
  detail: string;
  actions: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {props.avatar}
        <div className="flex min-w-0 flex-col">
          <span className="font-medium text-ink">{props.name}</span>
          <span className="text-sm text-ink-soft">{props.detail}</span>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">{props.actions}</div>
    </li>
  );
}
