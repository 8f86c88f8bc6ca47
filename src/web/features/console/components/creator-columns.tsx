import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminCreatorPath } from '#shared/paths.ts';
import { LAST_ACTIVE_HELP, LAST_ACTIVE_LABEL, NEVER_ACTIVE } from '#shared/rules/last-active.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatDate, formatDateTime } from '#web/lib/format-date.ts';
import type { Column } from './data-table.tsx';
import type { NudgeTarget } from './insights/nudge-dialog.tsx';

type NamedCreator = { id: string; name: string };

/** A creator's name, linking to their page in the console: the same look on every list. */
export function CreatorLink(props: { id: string; children: ReactNode }) {
  return (
    <Link
      to={adminCreatorPath(props.id)}
      className="font-semibold text-ember-800 underline underline-offset-2"
    >
      {props.children}
    </Link>
  );
}

/** The column naming each row's creator, a link to their page; the address when they gave no name. */
export function creatorColumn<Row extends NamedCreator & { email: string }>(
  heading = 'Creator',
): Column<Row> {
  return {
    heading,
    render: (creator) => <CreatorLink id={creator.id}>{creator.name || creator.email}</CreatorLink>,
    isLongText: true,
  };
}

/** A column of days (last active, on it since), as a date on one line. */
export function dayColumn<Row>(heading: string, dayOf: (row: Row) => string | Date): Column<Row> {
  return { heading, render: (row) => formatDate(new Date(dayOf(row))), isNoWrap: true };
}

/** "Last active", the same heading and words on every list (#shared/rules/last-active.ts). */
export function lastActiveColumn<Row extends { lastActiveAt: string | null }>(): Column<Row> {
  return {
    heading: LAST_ACTIVE_LABEL,
    render: (row) => (row.lastActiveAt ? formatDateTime(row.lastActiveAt) : NEVER_ACTIVE),
  };
}

/** What "Last active" means, said under every list that shows it. */
export function LastActiveHelp() {
  return <p className="text-sm text-ink-soft">{LAST_ACTIVE_HELP}</p>;
}

const isSameLocalDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** "Nudged today", or the day, on the reader's calendar. */
export function nudgedWords(lastNudgedAt: Date, now = new Date()): string {
  return isSameLocalDay(lastNudgedAt, now) ? 'Nudged today' : `Nudged ${formatDate(lastNudgedAt)}`;
}

/**
 * The action column that nudges one creator (the button names them for a screen reader),
 * and says when they were last nudged, from the server's record of nudges: the same after a
 * reload and on every staff member's screen.
 */
export function nudgeColumn<Row extends NamedCreator & { lastNudgedAt: string | null }>(
  nudge: (target: NudgeTarget) => void,
): Column<Row> {
  return {
    heading: '',
    render: (creator) => (
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          onClick={() => nudge({ creators: [{ id: creator.id, name: creator.name }] })}
        >
          Nudge<span className="sr-only"> {creator.name}</span>
        </Button>
        {creator.lastNudgedAt && (
          <span className="text-sm whitespace-nowrap text-ink-soft">
            {nudgedWords(new Date(creator.lastNudgedAt))}
          </span>
        )}
      </div>
    ),
  };
}
