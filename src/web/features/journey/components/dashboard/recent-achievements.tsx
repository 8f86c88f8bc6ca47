import { Award, Crown, Flame } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import type { Progress } from '../../utils/progress-model.ts';
import { completedTasksByRecency, isFinalTask } from '../../utils/journey-stats.ts';

export function RecentAchievements({ progress }: { progress: Progress }) {
  const recent = completedTasksByRecency(progress).slice(0, 3);
  const mastered = progress.realms.filter((realm) => realm.completed);
  const { rekindled } = progress.comeback;
  return (
    <section
      aria-labelledby="achievements-title"
      className="rounded-(--radius-card) border border-line bg-white p-5 shadow-sm"
    >
      <h2 id="achievements-title" className="font-semibold text-ink">
        Recent Achievements
      </h2>
      {mastered.length > 0 && (
        <ul aria-label="Realms mastered" className="mt-3 flex flex-wrap gap-2">
          {mastered.map((realm) => (
            <li key={realm.id}>
              <Badge tone="gold">
                <Crown aria-hidden /> Realm {realm.id}: {realm.title} · Realm Mastered
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {rekindled && (
        // A reward for coming back: the latest check-in after three or more days away.
        <p className="mt-3">
          <Badge tone="gold">
            <Flame aria-hidden /> Rekindled · back after {rekindled.daysAway} days,{' '}
            {formatDate(new Date(`${rekindled.on}T12:00:00`))}
          </Badge>
        </p>
      )}
      {recent.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">
          Complete your first quest and it will shine here.
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {recent.map((task) => (
            <li key={task.id} className="flex items-center gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ember-100 text-ember-700">
                <Award className="size-5" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-ink">{task.title}</p>
                <p className="text-xs text-ink-soft">Completed on {formatDate(task.completedAt)}</p>
              </div>
              {isFinalTask(task.id) && <Badge tone="gold">Final Quest</Badge>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
