import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import { backgroundWorkNow } from '../background-work.ts';

/**
 * Background work lets the event loop turn before each of its statements and transactions on
 * PGlite. PGlite answers without real I/O (it runs in this thread and its files are read and
 * written synchronously), so a chain of awaited statements never returns to the event loop: a
 * job awaiting one statement after another (the rollup's passes, back to back while creators
 * keep writing) ran for seconds as one turn, and in that time no request was even read. The
 * bench saw windows of 2 s with no answer at all while no statement of the job held the database
 * for more than 77 ms. Requests are not made to wait: each is short, and they are what the
 * creators are waiting for.
 */
export function yieldBeforeBackgroundWork(client: PGlite) {
  const runExclusive = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = async <T>(run: () => Promise<T>): Promise<T> => {
    if (backgroundWorkNow()) await nextTurnOfEventLoop();
    return runExclusive(run);
  };
}
