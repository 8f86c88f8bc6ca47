import { AppError, type ErrorCode } from '#shared/errors.ts';
import type { LocalDate } from '#shared/rules/calendar.ts';
import type { PendingWrite, PendingWrites } from './pending-writes.ts';

export type ReplayOutcome =
  /** The server has it now, or had it already (409: an earlier try whose answer was lost). */
  | { result: 'sent'; write: PendingWrite }
  /** The server said no for a reason trying again will not change (a locked realm). */
  | { result: 'refused'; write: PendingWrite; error: AppError }
  /** A check-in written for a day that is over: it would count for today instead. */
  | { result: 'expired'; write: PendingWrite };

/** Worth another try later: no connection, a server hiccup, or no session right now. */
const TRANSIENT_CODES = new Set<ErrorCode>([
  'NETWORK',
  'INTERNAL',
  'RATE_LIMITED',
  'UNAUTHENTICATED',
]);

const LOCK_NAME = 'emberpath-pending-writes';
let tabQueue: Promise<unknown> = Promise.resolve();

/**
 * Runs `replay` alone: across tabs with the Web Locks API, else within this
 * tab. Each replay reads the list inside the lock, so a write sent by one is
 * gone before the next looks.
 */
async function runExclusively<T>(replay: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return await navigator.locks.request(LOCK_NAME, replay);
  }
  const result = tabQueue.then(replay);
  tabQueue = result.catch(() => undefined);
  return await result;
}

/**
 * Sends one creator's pending writes in the order they were made, forgetting
 * each once the server has it. Stops at the first transient failure and keeps
 * the rest for the next try, so nothing is lost and nothing is sent twice.
 */
export function replayPendingWrites(input: {
  store: PendingWrites;
  userId: string;
  /** The creator's day now, in their time zone. */
  today: LocalDate;
  send: (write: PendingWrite) => Promise<void>;
}): Promise<ReplayOutcome[]> {
  const { store, userId, today, send } = input;
  return runExclusively(async () => {
    const outcomes: ReplayOutcome[] = [];
    for (const write of store.list(userId)) {
      if (write.kind === 'checkin' && write.date !== today) {
        store.remove(write);
        outcomes.push({ result: 'expired', write });
        continue;
      }
      let refusal: AppError | undefined;
      try {
        await send(write);
      } catch (error) {
        if (!(error instanceof AppError) || TRANSIENT_CODES.has(error.code)) break;
        if (error.code !== 'CONFLICT') refusal = error;
      }
      store.remove(write);
      outcomes.push(
        refusal ? { result: 'refused', write, error: refusal } : { result: 'sent', write },
      );
    }
    return outcomes;
  });
}
