import type { Database } from '../../db/client.ts';
import type { ScheduledJob } from '../../scheduler.ts';
import { openRealmsAt, type CurriculumCache } from '../curriculum/curriculum-cache.ts';
import { countDeltasOf } from './count-deltas.ts';
import { creatorFactsOf } from './creator-facts.ts';
import { liveRealmsOf } from './insights-filter.ts';
import {
  applyCountDeltas,
  bumpGeneration,
  claimStaleCreators,
  loadCreatorRows,
  lockStoredCounts,
  releaseClaims,
  replaceFacts,
  restaleAllIfTasksChanged,
} from './rollup.queries.ts';

export type RollupDeps = { db: Database; curriculum: CurriculumCache };

/** Creators a pass works out at once: one transaction of a few hundred milliseconds. */
export const ROLLUP_BATCH = 500;
/** A claim not released by then (its pass died) is taken by the next pass. */
const CLAIM_LEASE_MS = 5 * 60_000;

/**
 * One pass of the insights rollup (decision 029): takes up to `limit` creators marked stale by
 * the journey tables' triggers, works out their facts again from their rows, and adds the
 * difference to the counts, in one transaction. Idempotent (facts are recomputed, not
 * accumulated) and safe with several processes (claims are taken with SKIP LOCKED, and each
 * creator's facts row is locked while its counts change). Returns how many it counted.
 */
export async function refreshInsights(
  deps: RollupDeps,
  input: { now: Date; limit?: number; userIds?: readonly string[] },
): Promise<number> {
  const tasks = liveRealmsOf(await openRealmsAt(deps.curriculum, input.now)).flatMap(
    (realm) => realm.tasks,
  );
  await restaleAllIfTasksChanged(deps.db, tasks.map((task) => task.questId).join(' '));
  const claims = await claimStaleCreators(deps.db, {
    limit: input.limit ?? ROLLUP_BATCH,
    userIds: input.userIds,
    now: input.now,
    leaseUntil: new Date(input.now.getTime() + CLAIM_LEASE_MS),
  });
  if (claims.length === 0) return 0;
  const userIds = claims.map((claim) => claim.userId);
  await deps.db.transaction(async (tx) => {
    const before = await lockStoredCounts(tx, userIds);
    const rows = await loadCreatorRows(tx, userIds);
    const facts = [...rows.values()].map((creator) => creatorFactsOf(creator, tasks));
    const after = new Map(facts.map((fact) => [fact.userId, fact]));
    await replaceFacts(tx, { userIds, facts });
    await applyCountDeltas(
      tx,
      countDeltasOf(
        userIds.map((id) => ({ before: before.get(id) ?? null, after: after.get(id) ?? null })),
      ),
    );
    await releaseClaims(tx, claims);
    await bumpGeneration(tx, input.now);
  });
  return claims.length;
}

/**
 * After an account is deleted: its facts leave the rollup and its counts are taken out at
 * once, rather than at the next pass (decision 014: nothing of a deleted creator stays).
 */
export function forgetDeletedCreator(deps: RollupDeps, input: { userId: string; now: Date }) {
  return refreshInsights(deps, { now: input.now, userIds: [input.userId] });
}

/** Passes until nothing is stale or `budgetMs` is spent; the rest waits for the next tick. */
export async function refreshInsightsFor(
  deps: RollupDeps,
  input: { now: Date; budgetMs: number },
): Promise<number> {
  const startedAt = performance.now();
  let counted = 0;
  for (;;) {
    const pass = await refreshInsights(deps, { now: input.now });
    counted += pass;
    if (pass < ROLLUP_BATCH || performance.now() - startedAt > input.budgetMs) return counted;
  }
}

/** Every tick of every server: keeps the rollup a minute behind at most, however busy. */
export function createInsightsRollupJob(deps: RollupDeps): ScheduledJob {
  return {
    name: 'insights-rollup',
    runDue: (now) => refreshInsightsFor(deps, { now, budgetMs: 20_000 }),
  };
}
