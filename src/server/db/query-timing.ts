import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { backgroundWorkNow, trackBackgroundWork } from '../background-work.ts';
import { onEveryPgliteTransaction } from './pglite-transaction-hook.ts';

type Observe = (seconds: number) => void;

/** Calls `observe` with a statement's time once its promise settles; the promise is returned as is. */
function timed<T>(observe: Observe, run: () => T): T {
  const started = performance.now();
  const result = run();
  const done = () => observe((performance.now() - started) / 1000);
  if (result && typeof (result as { then?: unknown }).then === 'function')
    (result as unknown as Promise<unknown>).then(done, done);
  return result;
}

/**
 * Times every statement of every connection the pool opens (metrics only; off otherwise). The
 * pool's own `query` passes a callback, transactions await a promise: both are timed.
 */
export function timePoolQueries(pool: pg.Pool, observe: Observe) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const callback = args.at(-1);
      if (typeof callback !== 'function') return timed(observe, () => query(...args));
      const started = performance.now();
      return query(...args.slice(0, -1), (...results: unknown[]) => {
        observe((performance.now() - started) / 1000);
        return (callback as (...results: unknown[]) => unknown)(...results);
      });
    };
  });
}

function timeStatements(target: PGlite | Transaction, observe: Observe) {
  const statements = target as unknown as Record<'query' | 'exec', (...args: unknown[]) => unknown>;
  for (const name of ['query', 'exec'] as const) {
    const run = statements[name].bind(target);
    statements[name] = (...args: unknown[]) => timed(observe, () => run(...args));
  }
}

/** Times PGlite's statements, those inside transactions too (metrics only; off otherwise). */
export function timePgliteQueries(client: PGlite, observe: Observe) {
  timeStatements(client, observe);
  onEveryPgliteTransaction(client, (tx) => timeStatements(tx, observe));
}

/** Told how long the named background work held the embedded database at once, in seconds. */
export type OnBackgroundHold = (work: string, seconds: number) => void;

/**
 * Times how long background work holds PGlite, which runs one statement or transaction at a
 * time: PGlite runs each, `query`, `exec` and `transaction` alike, under one lock
 * (`_runExclusiveTransaction`, declared on its class), so the time its work runs under that lock
 * is the hold exactly, without the wait for it. Requests' holds are not timed.
 */
export function timePgliteBackgroundHolds(client: PGlite, onHold: OnBackgroundHold) {
  trackBackgroundWork();
  const runExclusive = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = <T>(run: () => Promise<T>): Promise<T> => {
    const work = backgroundWorkNow();
    if (!work) return runExclusive(run);
    return runExclusive(() => timed((seconds) => onHold(work, seconds), run));
  };
}
