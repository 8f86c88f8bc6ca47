import { ChevronRight, Sunrise } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import type { WelcomeBack } from '#shared/rules/comebacks.ts';
import { firstNameOf } from '#shared/rules/first-name.ts';
import { allTasksOf } from '#shared/rules/realm-progress.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { draftKeys, readDraft } from '#web/lib/use-draft.ts';
import type { Progress } from '../../utils/progress-model.ts';
import { currentRealmOf } from '../../utils/journey-stats.ts';
import type { QuestsArrival } from '../quests/quests-screen.tsx';

/** The last activity whose welcome back was put away: the next return brings a new one. */
const PUT_AWAY_KEY = 'emberpath-welcome-put-away';

function readPutAway(): string | null {
  try {
    return localStorage.getItem(PUT_AWAY_KEY);
  } catch {
    return null;
  }
}

/** The selector of today's check-in answer on the dashboard: the small step leads there. */
export const DAILY_CHECKIN_FIELD = '[data-daily-checkin]';

function lastDidSentence(progress: Progress, welcome: WelcomeBack): string {
  const on = formatDate(new Date(welcome.at));
  if (welcome.kind === 'checkin') return `Your last check-in was on ${on}.`;
  if (welcome.kind === 'note') return `You last wrote to your buddy on ${on}.`;
  const quest = progress.realms
    .flatMap((realm) => [...allTasksOf(realm), ...realm.retiredQuests])
    .find((task) => task.id === welcome.questId);
  return quest ? `You last worked on “${quest.title}” on ${on}.` : `You last worked on ${on}.`;
}

/**
 * The door back after 3+ days away (issue 32): what they last did, where they left off, and
 * one small step. A card at the top of the dashboard, not a dialog: it never blocks the page,
 * and "Not now" puts it away for this return.
 */
export function WelcomeBackCard(props: { progress: Progress; welcome: WelcomeBack }) {
  const { progress, welcome } = props;
  const { user } = useSignedInUser();
  const titleId = useId();
  const [putAway, setPutAway] = useState(readPutAway);
  const realm = currentRealmOf(progress);
  const nextQuest = realm.completed ? undefined : allTasksOf(realm).find((task) => !task.completed);
  const hasDraft = nextQuest && readDraft(draftKeys.questAnswer(user.id, nextQuest.id)) !== '';

  if (putAway === welcome.at) return null;

  function putItAway() {
    setPutAway(welcome.at);
    try {
      localStorage.setItem(PUT_AWAY_KEY, welcome.at);
    } catch {
      // Not remembered: it shows again on the next visit of this return.
    }
  }

  function startCheckin() {
    const field = document.querySelector<HTMLTextAreaElement>(DAILY_CHECKIN_FIELD);
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  }

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-(--radius-card) border border-amber-200 bg-amber-50 p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <Sunrise className="size-8 shrink-0 text-amber-700" aria-hidden />
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          Welcome back, {firstNameOf(user.name)}
        </h2>
      </div>
      <p className="text-sm text-ink">
        It’s been {welcome.daysAway} days, and your path is right where you left it.{' '}
        {lastDidSentence(progress, welcome)}
      </p>
      {nextQuest && (
        <p className="text-sm text-ink">
          Next up: <span className="font-medium">{nextQuest.title}</span>
          {hasDraft && ' — your draft is saved.'}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {!progress.today.hasCheckedIn ? (
          <Button type="button" onClick={startCheckin}>
            Check in today
          </Button>
        ) : (
          nextQuest && (
            <Link
              to={paths.quests}
              state={{ questId: nextQuest.id } satisfies QuestsArrival}
              className={buttonVariants({})}
            >
              {hasDraft ? 'Continue' : 'Start'}: {nextQuest.title}
              <ChevronRight aria-hidden />
            </Link>
          )
        )}
        <Button type="button" variant="ghost" onClick={putItAway}>
          Not now
        </Button>
      </div>
      {!progress.today.hasCheckedIn && (
        <p className="text-xs text-ink-soft">Two minutes: a few honest lines about today.</p>
      )}
    </section>
  );
}
