import { Hourglass, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { useMyCohort, type MyCohort } from '../api/get-my-cohort.ts';
import {
  countdownWords,
  dayAndTimeWords,
  dayWords,
  membersByRealm,
  standingWords,
  weekWords,
} from '../utils/cohort-words.ts';
import { CohortSpread } from './cohort-spread.tsx';

const cardClass =
  'flex flex-col gap-3 rounded-(--radius-card) border border-ember-200 bg-ember-50 p-5 shadow-sm';
const linkClass = 'font-medium text-ember-800 underline underline-offset-2 hover:text-ember-900';

/**
 * The creator's cohort on the dashboard (issue 33): a countdown before it starts, then its
 * week, the next opening and where everyone is. Nothing for a creator in no cohort.
 */
export function CohortCard({ completedRealms }: { completedRealms: number }) {
  const cohort = useMyCohort().data?.cohort;
  if (!cohort) return null;
  return cohort.hasStarted ? (
    <CohortUnderWay cohort={cohort} myRealmId={completedRealms + 1} />
  ) : (
    <CohortCountdown cohort={cohort} />
  );
}

/** Before the start: how long, and what to do meanwhile. No quests yet: they open together. */
export function CohortCountdown({ cohort, now = new Date() }: { cohort: MyCohort; now?: Date }) {
  const { user } = useSignedInUser();
  const titleId = useId();
  const startsAt = new Date(cohort.startsAt);
  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <h2 id={titleId} className="flex items-start gap-2 font-semibold text-ink">
        <Hourglass className="mt-0.5 size-5 shrink-0 text-ember-700" aria-hidden />
        <span className="[overflow-wrap:anywhere]">
          {cohort.name} starts {countdownWords(startsAt, now, user.timeZone)}
        </span>
      </h2>
      <p className="text-sm text-ink">
        Realm 1 opens for everyone on {dayAndTimeWords(startsAt, user.timeZone)}, and you'll start
        together.
      </p>
      <p className="text-sm text-ink">
        Meanwhile:{' '}
        <Link to={paths.editProfile} className={linkClass}>
          finish your profile
        </Link>{' '}
        and{' '}
        <Link to={paths.buddies} className={linkClass}>
          say if you'd like a buddy
        </Link>
        .
      </p>
    </section>
  );
}

/** Once started: the week, the next realm to open for the cohort, and where everyone is. */
export function CohortUnderWay({ cohort, myRealmId }: { cohort: MyCohort; myRealmId: number }) {
  const { user } = useSignedInUser();
  const titleId = useId();
  const realms = membersByRealm(cohort.realmSpread);
  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <div className="flex items-start gap-2">
        <Users className="mt-0.5 size-5 shrink-0 text-ember-700" aria-hidden />
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <h2 id={titleId} className="font-semibold text-ink">
            {cohort.name} · {weekWords(cohort)}
          </h2>
          {cohort.nextOpening && (
            <p className="text-sm text-ink">
              Realm {cohort.nextOpening.realmId} opens for your cohort{' '}
              {dayWords(new Date(cohort.nextOpening.opensAt), user.timeZone)}.
            </p>
          )}
        </div>
      </div>
      <p className="text-sm font-medium text-ink">{standingWords(realms, myRealmId)}</p>
      <CohortSpread realms={realms} myRealmId={myRealmId} />
    </section>
  );
}
