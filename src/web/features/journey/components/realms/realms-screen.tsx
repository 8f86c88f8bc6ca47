import { Check, Crown, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { paths, withQuery } from '#shared/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDate } from '#web/lib/format-date.ts';
import type { Progress, RealmProgress } from '../../utils/progress-model.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { realmCompletion } from '../../utils/journey-stats.ts';
import { cohortOpeningWords } from '../../utils/cohort-opening-words.ts';
import { openingWords } from '../../utils/opening-time.ts';
import { KitWords } from '../kit-words.tsx';
import { KitStatusLine } from './kit-status-line.tsx';

type RealmStatus = 'Completed' | 'Current' | 'Available' | 'Locked';

function statusOf(realm: RealmProgress, currentRealm: number): RealmStatus {
  if (realm.completed) return 'Completed';
  if (!realm.unlocked) return 'Locked';
  return realm.id === currentRealm ? 'Current' : 'Available';
}

const statusTone = {
  Completed: 'success',
  Current: 'ember',
  Available: 'gold',
  Locked: 'muted',
} as const;

function Summary({ progress }: { progress: Progress }) {
  const completed = progress.realms.filter((realm) => realm.completed).length;
  const current = progress.realms.filter((realm) => realm.unlocked && !realm.completed).length;
  const items = [
    { label: 'Completed', value: completed },
    { label: 'Current', value: current },
    { label: 'Remaining', value: progress.realms.length - completed - current },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {items.map((item) => (
        <div
          key={item.label}
          className="rounded-2xl border border-line bg-white p-3 text-center shadow-sm"
        >
          <dd className="text-2xl font-semibold tabular-nums text-ink">{item.value}</dd>
          <dt className="text-xs text-ink-soft">{item.label}</dt>
        </div>
      ))}
    </dl>
  );
}

/** Each realm's opening for the creator's cohort, when they are in one. */
type CohortOpenings = { realmId: number; opensAt: string }[];

function RealmStep({
  realm,
  status,
  claim,
  cohortOpenings,
}: {
  realm: RealmProgress;
  status: RealmStatus;
  claim: Progress['rewardsClaimed'][number] | undefined;
  cohortOpenings: CohortOpenings | undefined;
}) {
  const { user } = useSignedInUser();
  const { done, total, percent } = realmCompletion(realm);
  const canOpen = realm.unlocked && !realm.isComingSoon;
  const title = `Realm ${realm.id}: ${realm.title}`;
  // A card whose title link covers it (after:inset-0): the kit's own button stays a separate control.
  const body = (
    <div
      className={cn(
        'relative flex-1 rounded-2xl border bg-white p-4 shadow-sm',
        canOpen &&
          'hover:brightness-[0.98] has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ember-600',
        status === 'Current' ? 'border-ember-400' : 'border-line',
        // Not faded: locked text must stay readable (4.5:1); the dashed edge, the lock and the label say it.
        status === 'Locked' && 'border-dashed bg-stone-50',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-ink">
          {canOpen ? (
            <Link
              to={withQuery(paths.quests, { realm: realm.id })}
              className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        <Badge tone={statusTone[status]}>
          {status === 'Locked' && <Lock aria-hidden />}
          {status}
        </Badge>
      </div>
      {realm.isComingSoon ? (
        <p className="mt-1 text-sm text-ink-soft">
          {!realm.opensAt
            ? 'Coming Soon'
            : isCohortOpening(realm.id, realm.opensAt, cohortOpenings)
              ? cohortOpeningWords(realm.opensAt, user.timeZone)
              : openingWords(realm.opensAt, user.timeZone)}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-soft">{realm.description}</p>
          <KitWords realmId={realm.id} realmTitle={realm.title} className="mt-2" />
          <div className="mt-3 flex items-center gap-3">
            <ProgressBar value={percent} label={`Realm ${realm.id} progress`} />
            <span className="shrink-0 text-xs text-ink-soft tabular-nums">
              {done}/{total}
            </span>
          </div>
          {realm.completedAt && (
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <Badge tone="gold">
                <Crown aria-hidden /> Realm Mastered
              </Badge>
              <p className="text-xs font-medium text-emerald-800">
                Completed on {formatDate(realm.completedAt)}
              </p>
            </div>
          )}
          {claim && (
            <div className="relative z-10">
              <KitStatusLine claim={claim} realmTitle={realm.title} />
            </div>
          )}
        </>
      )}
    </div>
  );
  return (
    <li className="flex gap-3">
      <span
        aria-hidden
        className={cn(
          'mt-4 flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
          status === 'Completed' && 'bg-emerald-600 text-white',
          status === 'Current' && 'bg-ember-700 text-white',
          status === 'Available' && 'bg-amber-200 text-amber-900',
          status === 'Locked' && 'bg-stone-200 text-stone-600',
        )}
      >
        {status === 'Completed' ? (
          <Check className="size-4" />
        ) : status === 'Locked' ? (
          <Lock className="size-4" />
        ) : (
          realm.id
        )}
      </span>
      {body}
    </li>
  );
}

/** Whether a realm waits for the cohort's pace rather than the programme's own opening. */
function isCohortOpening(realmId: number, opensAt: Date, openings: CohortOpenings | undefined) {
  const opening = openings?.find((candidate) => candidate.realmId === realmId);
  return opening !== undefined && new Date(opening.opensAt).getTime() === opensAt.getTime();
}

export function RealmsScreen(props: {
  progress: Progress;
  cohortOpenings?: CohortOpenings;
  /** Above the map: the creator's cohort, composed by the app. */
  header?: ReactNode;
}) {
  const { progress } = props;
  return (
    <div className="flex flex-col gap-5">
      {props.header}
      <Summary progress={progress} />
      <ol aria-label="Your journey" className="flex flex-col gap-3">
        {progress.realms.map((realm) => (
          <RealmStep
            key={realm.id}
            realm={realm}
            status={statusOf(realm, progress.currentRealm)}
            claim={progress.rewardsClaimed.find((claim) => claim.realmId === realm.id)}
            cohortOpenings={props.cohortOpenings}
          />
        ))}
      </ol>
    </div>
  );
}
