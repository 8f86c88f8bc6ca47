import { asBackgroundWork } from './background-work.ts';
import type { Logger } from './logger.ts';

/** Work the server does by itself, when due: `runDue(now)` does whatever is due at `now`. */
export type ScheduledJob = {
  name: string;
  /** At most this often; every tick when omitted. */
  everyMs?: number;
  runDue: (now: Date) => Promise<unknown>;
};

export type Scheduler = ReturnType<typeof createScheduler>;

const DEFAULT_TICK_MS = 60_000;

/**
 * Runs jobs on a timer inside the server process. Ticks never overlap within
 * a process; across processes the jobs themselves claim their work (FOR
 * UPDATE SKIP LOCKED), so any number of servers can run one each. Tests call
 * `runDue(now)` with the instant they want instead of waiting for the timer.
 */
export function createScheduler(deps: {
  jobs: readonly ScheduledJob[];
  clock: () => Date;
  logger: Logger;
  tickMs?: number;
  /** Told of each pass: its job, how long it took and whether it failed (the metrics, when on). */
  onJobRun?: (job: string, seconds: number, outcome: 'ok' | 'failed') => void;
}) {
  const lastRunAt = new Map<string, number>();
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  async function runDue(now: Date): Promise<void> {
    for (const job of deps.jobs) {
      const last = lastRunAt.get(job.name);
      if (job.everyMs !== undefined && last !== undefined && now.getTime() - last < job.everyMs)
        continue;
      lastRunAt.set(job.name, now.getTime());
      const started = performance.now();
      let outcome: 'ok' | 'failed' = 'ok';
      try {
        await asBackgroundWork(job.name, () => job.runDue(now));
      } catch (error) {
        outcome = 'failed';
        // The next tick tries again; one failing job must not stop the others.
        deps.logger.error({ err: error, job: job.name }, 'scheduled job failed');
      }
      deps.onJobRun?.(job.name, (performance.now() - started) / 1000, outcome);
    }
  }

  function tick(): Promise<void> {
    running = running.then(() => runDue(deps.clock()));
    return running;
  }

  return {
    runDue,
    start() {
      timer = setInterval(() => void tick(), deps.tickMs ?? DEFAULT_TICK_MS);
      void tick();
    },
    /** Stops the timer and waits for a tick under way. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
