import { AsyncLocalStorage } from 'node:async_hooks';

// Which background work (a scheduled job, the outboxes' sweeps) the code running now belongs
// to, so the embedded database can tell how long such work keeps requests waiting: PGlite runs
// one statement or transaction at a time, and a long pass stalls every creator behind it.

const work = new AsyncLocalStorage<string>();

/** Runs `run` as the background work named `name` (its statements and transactions too). */
export function asBackgroundWork<T>(name: string, run: () => Promise<T>): Promise<T> {
  return work.run(name, run);
}

/** The background work the caller belongs to; undefined in a request. */
export function backgroundWorkNow(): string | undefined {
  return work.getStore();
}
