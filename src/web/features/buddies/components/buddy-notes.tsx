import { formatLocalDay, formatNoteDay } from '../utils/format-buddy-dates.ts';
import type { BuddyNote } from '../api/get-buddies.ts';

/** The pair's latest weekly notes, newest week first, each with who wrote it and when. */
export function BuddyNotes(props: { notes: BuddyNote[]; thisWeek: string }) {
  if (props.notes.length === 0) {
    return (
      <p className="text-sm text-ink-soft">
        No notes yet. Be the first to share how your week went.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {props.notes.map((note) => (
        <li
          key={note.id}
          className={
            note.isMine
              ? 'rounded-2xl bg-parchment p-3 ring-1 ring-line'
              : 'rounded-2xl bg-ember-50 p-3 ring-1 ring-ember-100'
          }
        >
          <p className="text-xs font-semibold text-ink-soft">
            {note.authorName} ·{' '}
            {note.weekStart === props.thisWeek
              ? 'this week'
              : `week of ${formatLocalDay(note.weekStart)}`}{' '}
            · <time dateTime={note.writtenOn}>{formatNoteDay(note.writtenOn)}</time>
          </p>
          <p className="mt-1 whitespace-pre-line text-ink">{note.text}</p>
        </li>
      ))}
    </ul>
  );
}
