import { Flame, Swords } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import type { BuddyCard as BuddyCardData } from '../api/get-buddies.ts';
import { BuddyAvatar } from './buddy-avatar.tsx';
import { firstNameOf } from '#shared/rules/first-name.ts';
import { BuddyNotes } from './buddy-notes.tsx';
import { NudgeBuddyButton } from './nudge-buddy-button.tsx';
import { TogetherStreak } from './together-streak.tsx';
import { WeeklyNoteForm } from './weekly-note-form.tsx';

function streakWords(days: number): string {
  if (days === 0) return 'No streak yet';
  // "3-day streak": the unit before a noun stays singular, the number is the locale's.
  return `${new Intl.NumberFormat('en-US').format(days)}-day streak`;
}

/** One realm buddy: who they are, where they are in their realm, and the pair's weekly notes. */
export function BuddyCard(props: { buddy: BuddyCardData; thisWeek: string }) {
  const { buddy } = props;
  const headingId = useId();
  const myNote = buddy.notes.find((note) => note.isMine && note.weekStart === props.thisWeek);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-(--radius-card) border border-line bg-white p-5 shadow-sm"
    >
      <header className="flex items-center gap-3">
        <BuddyAvatar name={buddy.name} avatar={buddy.avatar} size="lg" />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {buddy.name}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Badge tone="ember">{buddy.realm}</Badge>
            <Badge tone="gold">
              <Flame aria-hidden />
              {streakWords(buddy.streak)}
            </Badge>
          </div>
        </div>
      </header>

      <div className="flex flex-col gap-2">
        <p className="flex items-start gap-2 text-sm text-ink">
          <Swords aria-hidden className="mt-0.5 size-4 shrink-0 text-ember-700" />
          <span>
            {buddy.currentQuest ? (
              <>
                Working on <span className="font-semibold">{buddy.currentQuest}</span>
              </>
            ) : buddy.progress === 100 ? (
              'Every quest done: ready to claim the Ember Kit'
            ) : (
              'Waiting for this realm to open its quests'
            )}
          </span>
        </p>
        <div className="flex items-center gap-3">
          <ProgressBar
            value={buddy.progress}
            label={`${buddy.name}’s progress in ${buddy.realm}`}
          />
          <span className="shrink-0 text-sm font-semibold text-ink tabular-nums">
            {buddy.progress}%
          </span>
        </div>
      </div>

      {buddy.commitment && (
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-ink">
          <span className="font-semibold">This week {firstNameOf(buddy.name)} will:</span>{' '}
          {buddy.commitment}
        </p>
      )}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <TogetherStreak days={buddy.streakTogether} />
        <NudgeBuddyButton pairId={buddy.id} buddyName={buddy.name} state={buddy.nudge} />
      </div>

      <section aria-label={`Weekly notes with ${buddy.name}`} className="flex flex-col gap-3">
        <h3 className="font-semibold text-ink">Weekly notes</h3>
        <BuddyNotes notes={buddy.notes} thisWeek={props.thisWeek} />
        <WeeklyNoteForm
          key={`${buddy.id}:${props.thisWeek}`}
          pairId={buddy.id}
          weekStart={props.thisWeek}
          buddyName={buddy.name}
          myNote={myNote?.text}
        />
      </section>
    </article>
  );
}
