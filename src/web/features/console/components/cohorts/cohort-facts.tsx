import { Badge } from '#web/components/ui/badge.tsx';
import type { ConsoleCohort } from '../../api/get-cohorts.ts';
import { membersWords, paceWords, progressWords, startWords } from './cohort-words.ts';
import { JoinLink } from './join-link.tsx';

/** What staff look for in a cohort at a glance: when, how fast, how far, how full; its link. */
export function CohortFacts({ cohort, now }: { cohort: ConsoleCohort; now: Date }) {
  const facts: [string, string][] = [
    ['Starts', startWords(cohort)],
    ['Pace', paceWords(cohort)],
    ['Now', progressWords(cohort, now)],
    ['Members', membersWords(cohort)],
  ];
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="flex gap-2 sm:contents">
            <dt className="w-20 shrink-0 text-ink-soft sm:w-auto">{term}</dt>
            <dd className="min-w-0 text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {cohort.joinRefusal && (
        <p>
          <Badge tone={cohort.joinRefusal === 'full' ? 'gold' : 'muted'}>
            {cohort.joinRefusal === 'full' ? 'Full' : 'Closed'}
          </Badge>
        </p>
      )}
      <JoinLink joinCode={cohort.joinCode} cohortName={cohort.name} />
    </div>
  );
}
