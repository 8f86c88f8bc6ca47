import { AsyncLocalStorage } from 'node:async_hooks';

// Which background work (a scheduled job, the outboxes' sweeps) the code running now belongs
// to, so the embedded database can tell how long such work keeps requests waiting: PGlite runs
// one statement or transaction at a time, and a long pass stalls every creator behind it.
//
// Only while something asks (the hold metrics, when on): in Node 20 an AsyncLocalStorage in use
// puts a hook on every promise the process makes, and PGlite's statements make many. With it,
// completions on PGlite cost 20% more CPU than on 4ff4e57; without it, 7% (decision 048,
// measured before PGlite kept its statements, decision 049).
let work: AsyncLocalStorage<string> | undefined;

/** From now on, background work is told apart from requests (backgroundWorkNow). */
export function trackBackgroundWork() {
  work ??= new AsyncLocalStorage<string>();
}

/** Runs `run` as the background work named `name` (its statements and transactions too). */
export function asBackgroundWork<T>(name: string, run: () => Promise<T>): Promise<T> {
  return work ? work.run(name, run) : run();
}

/** The background work the caller belongs to; undefined in a request, or when not tracked. */
export function backgroundWorkNow(): string | undefined {
  return work?.getStore();
}
