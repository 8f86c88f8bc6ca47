import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { loadCurriculumRows, readCurriculumVersion } from './curriculum.queries.ts';
import { buildCurriculum, realmsOpenAt, type Curriculum } from './curriculum-snapshot.ts';

export type CurriculumCache = ReturnType<typeof createCurriculumCache>;

/** How often each process asks whether another changed the curriculum. */
const POLL_MS = 500;

/**
 * Each process keeps the curriculum in memory: a progress request costs its
 * one query and no reading of the curriculum (decision 020). A change made
 * here drops the copy at once (`invalidate`); a change made by another
 * process is seen within a second, by a poll of the one-row version twice a second.
 * A scheduled realm needs neither: whether it is open is decided at read time
 * from its opening instant.
 */
export function createCurriculumCache(deps: { db: Database; logger: Logger }) {
  let current: Promise<Curriculum> | undefined;
  let timer: NodeJS.Timeout | undefined;

  function load(): Promise<Curriculum> {
    const loading = loadCurriculumRows(deps.db).then(buildCurriculum);
    // A failed read is not kept: the next request tries again.
    loading.catch(() => {
      if (current === loading) current = undefined;
    });
    return loading;
  }

  async function dropIfChanged() {
    if (!current) return;
    const cached = current;
    try {
      const version = await readCurriculumVersion(deps.db);
      if ((await cached).version !== version && current === cached) current = undefined;
    } catch (error) {
      deps.logger.warn({ err: error }, 'curriculum version check failed');
    }
  }

  return {
    /** The curriculum, loaded once and then kept until it changes. */
    get(): Promise<Curriculum> {
      current ??= load();
      return current;
    },
    /** After a change in this process: the next read loads the new curriculum. */
    invalidate() {
      current = undefined;
    },
    startPolling() {
      timer ??= setInterval(() => void dropIfChanged(), POLL_MS);
      timer.unref();
    },
    stopPolling() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

/** The realms as creators walk them at `now` (drafts and realms not yet open are 'Coming Soon'). */
export async function openRealmsAt(cache: CurriculumCache, now: Date) {
  return realmsOpenAt(await cache.get(), now);
}
