import type { Database } from '../../db/client.ts';
import type { CurriculumCache } from '../curriculum/curriculum-cache.ts';
import { createAnswerCache } from './answer-cache.ts';
import { countStaleCreators, readRollupState } from './rollup.queries.ts';
import { createPassSizer, refreshSizedPass, ROLLUP_BATCH } from './rollup.service.ts';

/** Answers kept this long when creators change meanwhile, unless configured otherwise. */
export const DEFAULT_ANSWER_MAX_AGE_MS = 30_000;

/**
 * How the insights read (decision 029): first catch the rollup up with what changed (up to a
 * batch of creators; the background job does the rest), then count the view, or reuse its answer while it
 * is current. Every answer says when it was counted and how many creators' latest changes are
 * still waiting to be counted.
 */
export function createCountedViews(deps: {
  db: Database;
  curriculum: CurriculumCache;
  answerMaxAgeMs?: number;
}) {
  const answers = createAnswerCache({ maxAgeMs: deps.answerMaxAgeMs ?? DEFAULT_ANSWER_MAX_AGE_MS });
  let catchingUp: Promise<number> | null = null;
  const sizer = createPassSizer();

  /**
   * Up to ROLLUP_BATCH creators counted, in passes sized so requests get in between them on the
   * embedded database; one catch-up at a time in this process, callers meanwhile wait for it.
   */
  function catchUp(now: Date): Promise<number> {
    catchingUp ??= (async () => {
      let counted = 0;
      for (;;) {
        const pass = await refreshSizedPass(deps, { now, sizer });
        counted += pass.counted;
        if (pass.counted < pass.limit || counted >= ROLLUP_BATCH) return counted;
      }
    })().finally(() => {
      catchingUp = null;
    });
    return catchingUp;
  }

  return {
    catchUp,
    async view<Answer extends object>(
      key: string,
      now: Date,
      count: () => Promise<Answer>,
    ): Promise<Answer & { countedAt: Date; pendingCreators: number }> {
      await catchUp(now);
      const [state, pendingCreators] = await Promise.all([
        readRollupState(deps.db),
        countStaleCreators(deps.db),
      ]);
      const answer = await answers.answer(key, state.generation, async () => ({
        ...(await count()),
        countedAt: now,
      }));
      return { ...answer, pendingCreators };
    },
    /**
     * A view read live from tables the rollup does not follow (the review queue): no pass
     * first, and its answer kept only for the maximum age, shared by callers meanwhile.
     */
    async live<Answer extends object>(
      key: string,
      now: Date,
      count: () => Promise<Answer>,
    ): Promise<Answer & { countedAt: Date }> {
      return answers.answer(key, null, async () => ({ ...(await count()), countedAt: now }));
    },
  };
}

export type CountedViews = ReturnType<typeof createCountedViews>;
