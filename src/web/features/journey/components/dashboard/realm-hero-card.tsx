import { ChevronRight, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import type { RealmProgress } from '../../utils/progress-model.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { realmCompletion } from '../../utils/journey-stats.ts';
import { openingWords } from '../../utils/opening-time.ts';
import type { QuestsArrival } from '../quests/quests-screen.tsx';

export function RealmHeroCard({
  realm,
  nextStep,
}: {
  realm: RealmProgress;
  /** The creator's next quest (the dashboard's first step); the staff preview has none. */
  nextStep?: { questId: string; label: string };
}) {
  const { user } = useSignedInUser();
  const { done, total, percent } = realmCompletion(realm);
  return (
    <section
      aria-labelledby="realm-hero-title"
      className="relative overflow-hidden rounded-(--radius-card) bg-linear-to-br from-ink via-ember-900 to-ember-700 p-5 text-white shadow-md"
    >
      <div
        aria-hidden
        className="absolute -top-10 -right-10 size-40 rounded-full bg-ember-500/30 blur-2xl"
      />
      <div className="relative flex items-start justify-between gap-3">
        <p className="shrink-0 text-sm font-medium whitespace-nowrap text-ember-200">
          Realm {realm.id}
        </p>
        {realm.completed ? (
          <Badge tone="gold">
            <Crown aria-hidden /> Realm Mastered
          </Badge>
        ) : realm.isComingSoon ? (
          <Badge tone="dark">
            {realm.opensAt ? openingWords(realm.opensAt, user.timeZone) : 'Coming Soon'}
          </Badge>
        ) : (
          <Badge tone="dark">
            {done} / {total} Complete
          </Badge>
        )}
      </div>
      <h2
        id="realm-hero-title"
        className="relative mt-1 font-(family-name:--font-display) text-2xl font-semibold"
      >
        {realm.title}
      </h2>
      <p className="relative mt-2 text-sm leading-relaxed text-ember-100">{realm.description}</p>
      {!realm.isComingSoon && (
        <div className="relative mt-4 flex items-center gap-3">
          <ProgressBar value={percent} label={`${realm.title} progress`} tone="light" />
          <span className="shrink-0 text-sm font-semibold whitespace-nowrap tabular-nums">
            {Math.round(percent)}%
          </span>
        </div>
      )}
      {nextStep && (
        <Link
          to={paths.quests}
          // The quests screen brings this quest into view and focus.
          state={nextStep satisfies QuestsArrival}
          className={buttonVariants({
            variant: 'secondary',
            className: 'relative mt-4 w-full sm:w-auto',
          })}
        >
          {nextStep.label}
          <ChevronRight aria-hidden />
        </Link>
      )}
    </section>
  );
}
