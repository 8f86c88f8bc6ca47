import { NUDGE_BACK_WITHIN_DAYS } from './comebacks.service.ts';
import {
  differenceOfProportions,
  nudgeEffectWords,
  type Proportion,
} from '#shared/rules/nudge-effect.ts';
import { readActivityInstants } from './comebacks.queries.ts';
import type { InsightsDeps } from './insights.service.ts';
import {
  countBatchesSentAfter,
  listMembersOfBatchesSentBy,
  type FinishedMember,
} from './nudge-batches.queries.ts';

const DAY_MS = 86_400_000;
const WINDOW_MS = NUDGE_BACK_WITHIN_DAYS * DAY_MS;
/** Creators whose activity is read per query. */
const BATCH_SIZE = 500;
export const WRITTEN_BY_HAND = 'Written by hand';

/** Every moment of activity of each creator (last-active.ts's meaning), in ms. */
async function activityByCreator(deps: InsightsDeps, userIds: readonly string[]) {
  const activity = new Map<string, number[]>();
  for (let start = 0; start < userIds.length; start += BATCH_SIZE) {
    for (const row of await readActivityInstants(
      deps.db,
      userIds.slice(start, start + BATCH_SIZE),
    )) {
      const instants = activity.get(row.user_id) ?? [];
      instants.push(Number(row.at_ms));
      activity.set(row.user_id, instants);
    }
  }
  return activity;
}

type Tally = {
  templateId: number | null;
  label: string;
  batches: Set<number>;
  nudged: Proportion;
  heldBack: Proportion;
};

const newTally = (templateId: number | null, label: string): Tally => ({
  templateId,
  label,
  batches: new Set(),
  nudged: { successes: 0, total: 0 },
  heldBack: { successes: 0, total: 0 },
});

function addMember(tally: Tally, member: FinishedMember, isBack: boolean) {
  tally.batches.add(member.batchId);
  const group = member.isHeldBack ? tally.heldBack : tally.nudged;
  group.total += 1;
  if (isBack) group.successes += 1;
}

const shareOf = (group: Proportion) => (group.total === 0 ? null : group.successes / group.total);

function rowOf(tally: Tally) {
  const difference = differenceOfProportions(tally.nudged, tally.heldBack);
  return {
    templateId: tally.templateId,
    label: tally.label,
    batches: tally.batches.size,
    nudged: tally.nudged.total,
    nudgedBack: tally.nudged.successes,
    nudgedBackShare: shareOf(tally.nudged),
    heldBack: tally.heldBack.total,
    heldBackBack: tally.heldBack.successes,
    heldBackBackShare: shareOf(tally.heldBack),
    difference: difference?.difference ?? null,
    low: difference?.low ?? null,
    high: difference?.high ?? null,
    verdict: nudgeEffectWords({ nudged: tally.nudged, heldBack: tally.heldBack, difference }),
  };
}

/**
 * Whether nudges work (decision 044): of every list nudge whose 7 days have passed, the share
 * of nudged creators active again within 7 days against the share of those held back, overall
 * and per template (the label it was sent under), with the difference's 95% interval and the
 * verdict in words. Batches still inside their 7 days are counted, not read.
 */
export async function getNudgeResults(deps: InsightsDeps) {
  const now = deps.clock();
  const finishedBy = new Date(now.getTime() - WINDOW_MS);
  const [members, running] = await Promise.all([
    listMembersOfBatchesSentBy(deps.db, finishedBy),
    countBatchesSentAfter(deps.db, finishedBy),
  ]);
  const activity = await activityByCreator(deps, [...new Set(members.map((row) => row.userId))]);
  const overall = newTally(null, 'All nudges');
  const byTemplate = new Map<string, Tally>();
  for (const member of members) {
    const at = member.batchAt.getTime();
    const isBack = (activity.get(member.userId) ?? []).some(
      (ms) => ms > at && ms <= at + WINDOW_MS,
    );
    const key = member.templateId === null ? 'by-hand' : String(member.templateId);
    const tally = byTemplate.get(key) ?? newTally(member.templateId, WRITTEN_BY_HAND);
    // The label it was last sent under: members come in batch order.
    if (member.templateLabel) tally.label = member.templateLabel;
    byTemplate.set(key, tally);
    addMember(tally, member, isBack);
    addMember(overall, member, isBack);
  }
  return {
    countedAt: now,
    runningBatches: running,
    overall: rowOf(overall),
    templates: [...byTemplate.values()]
      .map(rowOf)
      .sort((a, b) => b.nudged + b.heldBack - (a.nudged + a.heldBack)),
  };
}
