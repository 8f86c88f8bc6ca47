import { CalendarCheck, Flame, Target, Trophy, type LucideIcon } from 'lucide-react';
import type { Progress } from '../../utils/progress-model.ts';
import { countOf, nouns } from '#shared/rules/plural.ts';
import { countRecentlyCompleted, journeyCounts } from '../../utils/journey-stats.ts';
import { streakDetails } from '../../utils/streak-details.ts';

function StatCard(props: {
  icon: LucideIcon;
  value: string;
  label: string;
  details?: readonly string[];
}) {
  const Icon = props.icon;
  return (
    // Narrower padding at 320 px keeps 'Total Check-ins' whole rather than broken at its hyphen.
    <div className="flex flex-col gap-1 rounded-2xl border border-line bg-white p-4 shadow-sm max-[359px]:p-3">
      <Icon className="size-5 text-ember-600" aria-hidden />
      <p className="text-2xl font-semibold tabular-nums text-ink">{props.value}</p>
      <p className="text-sm text-ink-soft">{props.label}</p>
      {props.details?.map((detail) => (
        <p key={detail} className="text-xs text-ink-soft">
          {detail}
        </p>
      ))}
    </div>
  );
}

export function StatCards({ progress }: { progress: Progress }) {
  const { realmsCompleted, questsDone } = journeyCounts(progress);
  return (
    <section
      aria-label="Your stats"
      className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2"
    >
      <StatCard
        icon={Target}
        value={String(realmsCompleted)}
        label="Realms Completed"
        // A count, not a share of what is written: a realm staff open never lowers it (decision 038).
        details={[`${countOf(questsDone, nouns.quest)} done`]}
      />
      <StatCard
        icon={CalendarCheck}
        value={String(progress.checkinCount)}
        label="Total Check-ins"
      />
      <StatCard
        icon={Trophy}
        value={String(countRecentlyCompleted(progress))}
        label="Quests This Week"
      />
      <StatCard
        icon={Flame}
        value={`${progress.streak.current}`}
        label="Day Streak"
        details={streakDetails(progress.streak)}
      />
    </section>
  );
}
