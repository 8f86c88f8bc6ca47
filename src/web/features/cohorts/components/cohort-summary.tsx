import { Users } from 'lucide-react';
import { useSignedInUser } from '#web/lib/session.ts';
import { useMyCohort } from '../api/get-my-cohort.ts';
import {
  countdownWords,
  dayWords,
  membersByRealm,
  standingWords,
  weekWords,
} from '../utils/cohort-words.ts';

/** The cohort in a line or two, above the journey map: its week and where the creator stands. */
export function CohortSummary({ completedRealms }: { completedRealms: number }) {
  const { user } = useSignedInUser();
  const cohort = useMyCohort().data?.cohort;
  if (!cohort) return null;
  const myRealmId = completedRealms + 1;
  const next = cohort.nextOpening;
  return (
    <section
      aria-label="Your cohort"
      className="flex gap-3 rounded-2xl border border-ember-200 bg-ember-50 p-4 text-sm text-ink"
    >
      <Users className="mt-0.5 size-5 shrink-0 text-ember-700" aria-hidden />
      <div className="min-w-0 [overflow-wrap:anywhere]">
        {cohort.hasStarted ? (
          <>
            <p className="font-semibold">
              {cohort.name} · {weekWords(cohort)}
            </p>
            <p>
              {standingWords(membersByRealm(cohort.realmSpread), myRealmId)}
              {next &&
                ` Realm ${next.realmId} opens for your cohort ${dayWords(new Date(next.opensAt), user.timeZone)}.`}
            </p>
          </>
        ) : (
          <p className="font-semibold">
            {cohort.name} starts{' '}
            {countdownWords(new Date(cohort.startsAt), new Date(), user.timeZone)}
          </p>
        )}
      </div>
    </section>
  );
}
