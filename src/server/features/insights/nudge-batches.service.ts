import type { NudgeListFilter } from '#shared/schemas/insights.ts';
import { lockUserRows } from '../../auth/users.queries.ts';
import type { Database } from '../../db/client.ts';
import { drawHoldout } from './holdout-draw.ts';
import { findPickedSince, insertNudgeBatch } from './nudge-batches.queries.ts';
import { findNudgedSince } from './nudges.queries.ts';

/** A creator another nudge reached between the plan and the decision. */
type RacedSkip = {
  id: string;
  reason: 'nudged-recently' | 'held-back-recently';
  lastNudgedAt: Date | null;
};

export type NudgeTemplateUsed = { id: number; label: string } | null;

/**
 * Decides a list nudge before anything is sent (decision 044): under the creators' row locks,
 * leaves out anyone nudged or picked by another list nudge since `earliestAllowed` (a send
 * racing this one), draws the holdout, and records the batch with each creator, nudged or held
 * back, in one transaction. Once it commits, the comparison stands whatever the sending does.
 */
export async function decideNudgeBatch(
  deps: { db: Database },
  input: {
    userIds: readonly string[];
    list: NudgeListFilter;
    holdoutPercent: number;
    template: NudgeTemplateUsed;
    sentBy: string;
    standingNudgeId: number | null;
    earliestAllowed: Date;
    now: Date;
  },
) {
  return deps.db.transaction(async (tx) => {
    await lockUserRows(tx, input.userIds);
    const since = { userIds: input.userIds, since: input.earliestAllowed };
    const [nudged, picked] = await Promise.all([
      findNudgedSince(tx, since),
      findPickedSince(tx, since),
    ]);
    const eligible = input.userIds.filter((id) => !nudged.has(id) && !picked.has(id));
    const heldBack = drawHoldout(eligible, input.holdoutPercent);
    await insertNudgeBatch(
      tx,
      {
        sentBy: input.sentBy,
        templateId: input.template?.id ?? null,
        templateLabel: input.template?.label ?? null,
        listKind: input.list.kind,
        holdoutPercent: input.holdoutPercent,
        standingNudgeId: input.standingNudgeId,
        createdAt: input.now,
      },
      eligible.map((userId) => ({ userId, isHeldBack: heldBack.has(userId) })),
    );
    return {
      toNudge: eligible.filter((id) => !heldBack.has(id)),
      heldBack: [...heldBack],
      raced: input.userIds.flatMap((id): RacedSkip[] => {
        const lastNudgedAt = nudged.get(id) ?? null;
        if (lastNudgedAt) return [{ id, reason: 'nudged-recently' as const, lastNudgedAt }];
        return picked.has(id) ? [{ id, reason: 'held-back-recently' as const, lastNudgedAt }] : [];
      }),
    };
  });
}
