import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
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
  stillClaimed,
} from './rollup.queries.ts';

export type RollupDeps = { db: Database; curriculum: CurriculumCache };

/** Creators a pass works out at most: on PostgreSQL, one transaction of under 100 ms. */
export const ROLLUP_BATCH = 500;
/** What a pass may take: PGlite runs one transaction at a time, so every request waits behind it. */
export const PASS_TARGET_MS = 50;
/** The first pass's size, before any pass was timed. */
const FIRST_PASS = 50;
const SMALLEST_PASS = 10;
/** A claim not released by then (its pass died) is taken by the next pass. */
const CLAIM_LEASE_MS = 5 * 60_000;

/**
 * One pass of the insights rollup (decision 029): takes up to `limit` creators marked stale by
 * the journey tables' triggers, works out their facts again from their rows, and adds the
 * difference to the counts, in one transaction. Idempotent (facts are recomputed, not
 * accumulated) and safe with several processes (claims are taken with SKIP LOCKED, each
 * creator's facts row is locked while its counts change, and a creator whose version moved
 * since the claim is left for the next pass). Returns how many it claimed.
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
  // Read and worked out before the transaction, which on the embedded database holds it whole.
  const rows = await loadCreatorRows(
    deps.db,
    claims.map((claim) => claim.userId),
  );
  const worked = new Map(
    [...rows.values()].map((creator) => [creator.account.id, creatorFactsOf(creator, tasks)]),
  );
  await deps.db.transaction(async (tx) => {
    // Only creators unchanged since they were claimed: a write since (or another process's
    // claim after it) raised their version, so these facts may be old; they stay stale, and
    // the next pass counts them from their rows then.
    const current = await stillClaimed(tx, claims);
    const userIds = claims.map((claim) => claim.userId).filter((id) => current.has(id));
    const before = await lockStoredCounts(tx, userIds);
    const facts = userIds.flatMap((id) => worked.get(id) ?? []);
    await replaceFacts(tx, { userIds, facts });
    await applyCountDeltas(
      tx,
      countDeltasOf(
        userIds.map((id) => ({ before: before.get(id) ?? null, after: worked.get(id) ?? null })),
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

/**
 * How many creators the next pass takes, so that it ends within PASS_TARGET_MS: each pass's
 * time per creator sizes the next (up to ROLLUP_BATCH). On the embedded database a pass of 500
 * creators with long histories held it for a quarter of a second, and every creator's request
 * with it; on PostgreSQL the passes stay near 500.
 */
export function createPassSizer() {
  let limit = FIRST_PASS;
  return {
    limit: () => limit,
    /** Learns from a pass that counted `creators` in `ms`. */
    took(creators: number, ms: number) {
      if (creators < SMALLEST_PASS) return;
      const fits = Math.floor(PASS_TARGET_MS / (ms / creators));
      // Half-way towards what fits: one slow pass (a pause of the collector) moves it little.
      limit = Math.max(SMALLEST_PASS, Math.min(ROLLUP_BATCH, Math.round((limit + fits) / 2)));
    },
  };
}

export type PassSizer = ReturnType<typeof createPassSizer>;

/** One sized pass: the sizer learns how long it took. */
export async function refreshSizedPass(
  deps: RollupDeps,
  input: { now: Date; sizer: PassSizer },
): Promise<{ counted: number; limit: number }> {
  const limit = input.sizer.limit();
  const startedAt = performance.now();
  const counted = await refreshInsights(deps, { now: input.now, limit });
  input.sizer.took(counted, performance.now() - startedAt);
  return { counted, limit };
}

/** Passes until nothing is stale or `budgetMs` is spent; the rest waits for the next tick. */
export async function refreshInsightsFor(
  deps: RollupDeps,
  input: { now: Date; budgetMs: number; sizer?: PassSizer },
): Promise<number> {
  const sizer = input.sizer ?? createPassSizer();
  const startedAt = performance.now();
  let counted = 0;
  for (;;) {
    // The event loop turns before each pass. On PGlite a statement answers without real I/O, so
    // passes awaited back to back ran as one turn, and no request was read until the last one
    // ended: the bench's windows of 2 s with no answer, while no pass held the database 77 ms.
    await nextTurnOfEventLoop();
    const pass = await refreshSizedPass(deps, { now: input.now, sizer });
    counted += pass.counted;
    if (pass.counted < pass.limit || performance.now() - startedAt > input.budgetMs) return counted;
  }
}

/** Every tick of every server: keeps the rollup a minute behind at most, however busy. */
export function createInsightsRollupJob(deps: RollupDeps): ScheduledJob {
  const sizer = createPassSizer();
  return {
    name: 'insights-rollup',
    runDue: (now) => refreshInsightsFor(deps, { now, budgetMs: 20_000, sizer }),
  };
}
