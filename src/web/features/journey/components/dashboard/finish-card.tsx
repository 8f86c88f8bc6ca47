import { PartyPopper } from 'lucide-react';
import { countOf, nouns } from '#shared/rules/plural.ts';
import type { Progress } from '../../utils/progress-model.ts';
import { journeyFinish } from '../../utils/journey-stats.ts';

/**
 * Every realm with content mastered: what the creator achieved, and what
 * happens next (the next realm is being written; the bell says when it opens).
 */
export function FinishCard({ progress }: { progress: Progress }) {
  const finish = journeyFinish(progress);
  if (!finish) return null;
  const achievements = [
    { label: 'Realms mastered', value: countOf(finish.realmsMastered, nouns.realm) },
    { label: 'Quests completed', value: countOf(finish.questsCompleted, nouns.quest) },
    { label: 'Daily check-ins', value: countOf(progress.checkinCount, nouns.checkin) },
    { label: 'Best streak', value: countOf(progress.streak.best, nouns.day) },
  ];
  return (
    <section
      aria-labelledby="finish-title"
      className="rounded-(--radius-card) border-2 border-amber-300 bg-linear-to-br from-amber-50 via-white to-ember-50 p-5 shadow-sm"
    >
      <PartyPopper className="size-9 text-ember-700 motion-safe:animate-bounce" aria-hidden />
      <h2
        id="finish-title"
        className="mt-2 font-(family-name:--font-display) text-xl font-semibold text-ink"
      >
        Every Realm Mastered
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        You have walked every path written so far. Here is what you achieved:
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {achievements.map((item) => (
          <div key={item.label} className="rounded-2xl bg-white/80 p-3 shadow-sm">
            <dt className="text-xs text-ink-soft">{item.label}</dt>
            <dd className="text-lg font-semibold text-ink tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 font-semibold text-ink">What happens next</h3>
      <p className="mt-1 text-sm text-ink-soft">
        {finish.comingRealm
          ? `Realm ${finish.comingRealm.id}: ${finish.comingRealm.title} is being prepared. `
          : ''}
        We will tell you in your notifications the moment a new realm opens. Until then, keep your
        daily check-ins going, meet your buddies, and read your answers back on your progress page.
      </p>
    </section>
  );
}
