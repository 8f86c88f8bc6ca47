import { CalendarDays, Footprints } from 'lucide-react';
import { joinRefusalWords, type JoinRefusal } from '#shared/rules/cohorts.ts';
import { dayAndTimeWords, paceWords } from '../utils/cohort-words.ts';

type CohortFactsProps = {
  cohort: { startsAt: string; pace: 'self' | 'paced'; weeks: number | null };
  timeZone: string;
};

/** When a cohort starts (on the creator's clock) and how it walks the realms. */
export function CohortFacts({ cohort, timeZone }: CohortFactsProps) {
  return (
    <ul className="flex flex-col gap-2 text-sm text-ink">
      <li className="flex items-start gap-2">
        <CalendarDays className="mt-0.5 size-4 shrink-0 text-ember-700" aria-hidden />
        <span>Starts {dayAndTimeWords(new Date(cohort.startsAt), timeZone)}</span>
      </li>
      <li className="flex items-start gap-2">
        <Footprints className="mt-0.5 size-4 shrink-0 text-ember-700" aria-hidden />
        <span>{paceWords(cohort)}</span>
      </li>
    </ul>
  );
}

/** Why a cohort takes no new members, in the server's own words. */
export function RefusalNote({ refusal }: { refusal: JoinRefusal }) {
  return (
    <p
      role="status"
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-ink"
    >
      <span className="font-semibold">{joinRefusalWords[refusal].title}.</span>{' '}
      {joinRefusalWords[refusal].message}
    </p>
  );
}
