import { Check, Lock } from 'lucide-react';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { realmCompletion } from '../../utils/journey-stats.ts';
import type { Progress } from '../../utils/progress-model.ts';

/** A bar per realm with quests; the announced realms are summed up in one line. */
export function RealmBars({ progress }: { progress: Progress }) {
  const written = progress.realms.filter((realm) => !realm.isComingSoon);
  const comingSoon = progress.realms.filter((realm) => realm.isComingSoon);
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {written.map((realm) => {
          const { done, total, percent } = realmCompletion(realm);
          return (
            <li key={realm.id} className="flex flex-col gap-1.5">
              <div className="flex items-baseline justify-between gap-3">
                <p className="font-medium text-ink">
                  Realm {realm.id}: {realm.title}
                </p>
                <p className="flex shrink-0 items-center gap-1 text-sm text-ink-soft tabular-nums">
                  {realm.completed && <Check className="size-4 text-emerald-700" aria-hidden />}
                  {!realm.unlocked && <Lock className="size-4" aria-hidden />}
                  {realm.completed ? 'Mastered' : !realm.unlocked ? 'Locked' : `${done} / ${total}`}
                </p>
              </div>
              <ProgressBar
                value={percent}
                label={`Realm ${realm.id} ${realm.title}: ${done} of ${total} quests`}
              />
            </li>
          );
        })}
      </ul>
      {comingSoon.length > 0 && (
        <p className="text-sm text-ink-soft">
          Realms {comingSoon[0]!.id}–{comingSoon.at(-1)!.id}: Coming Soon
        </p>
      )}
    </div>
  );
}
