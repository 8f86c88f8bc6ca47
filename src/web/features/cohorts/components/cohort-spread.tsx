import { cn } from '#web/lib/cn.ts';
import { realmCountWords, type RealmCount } from '../utils/cohort-words.ts';

/**
 * How many of the cohort are on each realm, as a list a screen reader reads line by line, with
 * a bar for the eye. Counts only: never who.
 */
export function CohortSpread({ realms, myRealmId }: { realms: RealmCount[]; myRealmId: number }) {
  const most = Math.max(1, ...realms.map((entry) => entry.creators));
  return (
    <ul aria-label="Where your cohort is" className="flex flex-col gap-1.5">
      {realms.map((entry) => {
        const isMine = entry.realmId === myRealmId;
        return (
          <li
            key={entry.realmId}
            className="grid grid-cols-[9.5rem_1fr] items-center gap-2 text-sm"
          >
            <span className={cn('whitespace-nowrap text-ink', isMine && 'font-semibold')}>
              {realmCountWords(entry)}
              {isMine && <span className="sr-only"> (you're here)</span>}
            </span>
            <span aria-hidden className="h-2.5 rounded-full bg-stone-100">
              <span
                className={cn(
                  'block h-full rounded-full',
                  isMine ? 'bg-ember-600' : 'bg-amber-300',
                )}
                style={{ width: `${Math.max(8, (entry.creators / most) * 100)}%` }}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
