import { NUDGE_INTERVAL_DAYS, NUDGE_MAX_RECIPIENTS } from '#shared/schemas/insights.ts';
import { countOf, nouns } from '#shared/rules/plural.ts';
import { formatDate } from '#web/lib/format-date.ts';
import type { NudgeResult } from '../../api/send-nudges.ts';

/** Names shown one by one; beyond it, a count. */
const NAMES_SHOWN = 10;

const skipWords = (entry: NudgeResult['skipped'][number]) =>
  entry.reason === 'nudged-recently'
    ? `nudged ${entry.lastNudgedAt ? `on ${formatDate(new Date(entry.lastNudgedAt))}` : 'recently'} (one nudge per ${NUDGE_INTERVAL_DAYS} days)`
    : entry.reason === 'held-back-recently'
      ? `held back from a nudge in the last ${NUDGE_INTERVAL_DAYS} days, to compare with`
      : 'not a creator';

/** What a nudge did: how many got it, who was skipped and why, and whether the list went on. */
export function NudgeOutcome({ result }: { result: NudgeResult }) {
  const { sent, heldBack, skipped, hasMore } = result;
  return (
    <>
      <p role="status">
        Sent to {countOf(sent.length, nouns.creator)}.
        {heldBack > 0 && ` ${countOf(heldBack, nouns.creator)} held back, sent nothing.`}
      </p>
      {hasMore && (
        <p className="text-sm text-ink-soft">
          The list goes on: a nudge reaches {NUDGE_MAX_RECIPIENTS} creators at most. Nudge the list
          again to reach the next ones.
        </p>
      )}
      {skipped.length > 0 && (
        <div>
          <h3 className="font-semibold">Skipped ({skipped.length})</h3>
          <ul aria-label="Skipped" className="list-disc pl-5 text-sm">
            {skipped.slice(0, NAMES_SHOWN).map((entry) => (
              <li key={entry.id}>
                {entry.name ?? entry.id}: {skipWords(entry)}
              </li>
            ))}
          </ul>
          {skipped.length > NAMES_SHOWN && (
            <p className="text-sm text-ink-soft">
              and{' '}
              {countOf(skipped.length - NAMES_SHOWN, {
                one: 'other creator',
                other: 'other creators',
              })}{' '}
              nudged or held back in the last {NUDGE_INTERVAL_DAYS} days, or no longer creators.
            </p>
          )}
        </div>
      )}
    </>
  );
}
