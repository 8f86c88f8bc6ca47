import { emitWebhookEvent } from '../webhooks/webhook-events.ts';
import { AppError } from '#shared/errors.ts';
import { canMoveKitClaim, kitClaimStatusLabels } from '#shared/rules/kit-claims.ts';
import type { ClaimFilter, ClaimListQuery, ClaimStatusInput } from '#shared/schemas/admin.ts';
import type { Database } from '../../db/client.ts';
import type { CurriculumCache } from '../curriculum/curriculum-cache.ts';
import { pageOf } from '../../http/paging.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { postNotification } from '../notifications/notifications.service.ts';
import { kitStatusEmail, kitStatusNotification } from './kit-claim-messages.ts';
import {
  countKitClaimsWithStatus,
  listKitClaimsAfter,
  listKitClaimsOf,
  listKitClaimsPage,
  lockKitClaim,
  updateKitClaim,
  type KitClaimRow,
} from './kit-claims.queries.ts';

export type KitClaimDeps = {
  db: Database;
  outbox: Outbox;
  curriculum: CurriculumCache;
  clock: () => Date;
};

/** The claims queue: newest first, filtered by status, realm and the start of a name or email. */
export async function listKitClaims(deps: { db: Database }, query: ClaimListQuery) {
  return pageOf(query, (page) => listKitClaimsPage(deps.db, query, page));
}

export async function kitClaimsOfCreator(deps: { db: Database }, input: { userId: string }) {
  return listKitClaimsOf(deps.db, input.userId);
}

export async function countPendingKitClaims(deps: { db: Database }) {
  return countKitClaimsWithStatus(deps.db, 'pending');
}

const timestampColumn = {
  packed: 'packedAt',
  shipped: 'shippedAt',
  delivered: 'deliveredAt',
  cancelled: 'cancelledAt',
} as const;

function changesFor(input: ClaimStatusInput, now: Date): Partial<KitClaimRow> {
  return {
    status: input.status,
    [timestampColumn[input.status]]: now,
    ...(input.status === 'shipped' && {
      carrier: input.carrier,
      trackingNumber: input.trackingNumber,
    }),
    ...(input.status === 'cancelled' && { cancelReason: input.cancelReason }),
  };
}

const shippingFieldsOf = (claim: KitClaimRow) => ({
  status: claim.status,
  carrier: claim.carrier,
  trackingNumber: claim.trackingNumber,
  cancelReason: claim.cancelReason,
});

/**
 * Moves a kit one step on (or cancels it). The claim row is locked while its
 * status is checked, so of two staff pressing 'Mark shipped' at once one wins
 * and the other is told it already moved. The audit row, the creator's
 * notification and their email are written in the same transaction.
 */
export async function changeKitClaimStatus(
  deps: KitClaimDeps,
  input: { actor: AuditActor; claimId: number; change: ClaimStatusInput },
) {
  // Read before the transaction: the curriculum is read on the app's own connection.
  const curriculum = await deps.curriculum.get();
  const updated = await deps.db.transaction(async (tx) => {
    const claim = await lockKitClaim(tx, input.claimId);
    if (!claim) throw new AppError('NOT_FOUND', { userMessage: 'There is no such kit claim.' });
    if (!canMoveKitClaim(claim.status, input.change.status)) {
      throw new AppError('CONFLICT', {
        title: 'Status Not Changed',
        userMessage: `A ${kitClaimStatusLabels[claim.status].toLowerCase()} kit cannot be marked ${kitClaimStatusLabels[input.change.status].toLowerCase()}.`,
      });
    }
    const row = await updateKitClaim(tx, claim.id, changesFor(input.change, deps.clock()));
    await recordAudit(tx, {
      actor: input.actor,
      action: 'kit-claim.status',
      target: { type: 'kit-claim', id: claim.id },
      before: shippingFieldsOf(claim),
      after: shippingFieldsOf(row),
    });
    const realm = curriculum.realms.find((candidate) => candidate.id === row.realmId)!;
    // A claim whose creator deleted their account keeps no one to tell.
    if (row.userId && !row.personalDataErasedAt) {
      await postNotification(tx, kitStatusNotification({ ...row, userId: row.userId }, realm));
      await deps.outbox.enqueue('kit-status', kitStatusEmail(row, realm), tx);
    }
    await emitWebhookEvent(tx, {
      type: 'kit.status_changed',
      creatorId: row.userId,
      data: {
        creatorId: row.userId,
        claimId: row.id,
        realmId: row.realmId,
        previousStatus: claim.status,
        status: row.status,
      },
      occurredAt: deps.clock(),
    });
    return row;
  });
  void deps.outbox.deliverDue();
  return updated;
}

const CSV_BATCH = 500;

/** Every claim the filter matches, in queue order, a batch at a time (for the streamed CSV). */
export async function* eachKitClaim(deps: { db: Database }, filter: ClaimFilter) {
  let afterId: number | null = null;
  for (;;) {
    const batch = await listKitClaimsAfter(deps.db, filter, afterId, CSV_BATCH);
    if (batch.length === 0) return;
    yield batch;
    afterId = batch[batch.length - 1]!.id;
    if (batch.length < CSV_BATCH) return;
  }
}
