import type { ReactNode } from 'react';
import { SectionCard } from '#web/components/ui/section-card.tsx';

/** One titled card of /buddies/manage, with the words it shows when it has nothing to list. */
export function ManageSection(props: {
  heading: string;
  intro?: string;
  emptyText: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  return (
    <SectionCard heading={props.heading} intro={props.intro}>
      {props.isEmpty ? <p className="text-sm text-ink-soft">{props.emptyText}</p> : props.children}
    </SectionCard>
  );
}

/** A creator in a list: avatar, name, a line about them, what they share, and what can be done. */
export function PersonRow(props: {
  avatar: ReactNode;
  name: string;
  detail?: string;
  about?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {props.avatar}
        <div className="flex min-w-0 flex-1 flex-col gap-1 self-center">
          <div className="flex min-w-0 flex-col">
            <span className="break-words font-medium text-ink">{props.name}</span>
            {props.detail && <span className="text-sm text-ink-soft">{props.detail}</span>}
          </div>
          {props.about}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">{props.actions}</div>
    </li>
  );
}
