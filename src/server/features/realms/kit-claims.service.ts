import { emitWebhookEvent } from '../webhooks/webhook-events.ts';
import { AppError } from '#shared/errors.ts';
import {
  ALREADY_CLAIMED_TITLE,
  canMoveKitClaim,
  kitClaimStatusLabels,
} from '#shared/rules/kit-claims.ts';
import type {
  ClaimBulkStatusInput,
  ClaimFilter,
  ClaimListQuery,
  ClaimStatusInput,
} from '#shared/schemas/admin.ts';
import type { Database } from '../../db/client.ts';
import type { CurriculumCache } from '../curriculum/curriculum-cache.ts';
import type { Curriculum } from '../curriculum/curriculum-snapshot.ts';
import { pageOf } from '../../http/paging.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { postNotification } from '../notifications/notifications.service.ts';
import type { RewardClaimInput } from '#shared/schemas/journey.ts';
import { kitStatusEmail, kitStatusNotification } from './kit-claim-messages.ts';
import { kitClaimEmail } from './realms-emails.ts';
import { parseRewardClaim } from './reward-claim.ts';
import {
  countKitClaimsWithStatus,
  findLatestClaimAddress,
  insertClaimHistory,
  listClaimHistoryOf,
  listKitClaimsAfter,
  listKitClaimsOf,
  listKitClaimsPage,
  lockKitClaim,
  lockKitClaims,
  lockRewardClaimOf,
  updateKitClaim,
  type KitClaimRow,
} from './kit-claims.queries.ts';

export type KitClaimDeps = {
  db: Database;
  outbox: Outbox;
  curriculum: CurriculumCache;
  clock: () => Date;
};

/**
 * The claims queue: oldest first (or newest), filtered by status, realm and the
 * start of a name or email; each claim with its earlier versions, if it was
 * cancelled and claimed again, and the time to judge it overdue by.
 */
export async function listKitClaims(
  deps: { db: Database; clock: () => Date },
  query: ClaimListQuery,
) {
  const page = await pageOf(query, (range) => listKitClaimsPage(deps.db, query, range));
  const history = await listClaimHistoryOf(
    deps.db,
    page.items.map((claim) => claim.id),
  );
  return { page, history, now: deps.clock() };
}

export async function kitClaimsOfCreator(deps: { db: Database }, input: { userId: string }) {
  return listKitClaimsOf(deps.db, input.userId);
}

/** Where the creator's last kit went (null before their first claim). */
export async function latestClaimAddressOf(deps: { db: Database }, input: { userId: string }) {
  return (await findLatestClaimAddress(deps.db, input.userId)) ?? null;
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
  // Reopened: back in the queue, the cancellation forgotten (the audit trail keeps it).
  if (input.status === 'pending')
    return { status: 'pending', cancelledAt: null, cancelReason: null };
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

type KitMove = {
  actor: AuditActor;
  curriculum: Curriculum;
  claim: KitClaimRow;
  change: ClaimStatusInput;
};

/** Refused (409) when the claim cannot take this step: the rules are the same one at a time or many. */
function refuseUnlessCanMove(claims: KitClaimRow[], status: ClaimStatusInput['status']) {
  const stuck = claims.filter((claim) => !canMoveKitClaim(claim.status, status));
  if (stuck.length === 0) return;
  const names = stuck
    .map(
      (claim) =>
        `${claim.name || `Claim ${claim.id}`} (${kitClaimStatusLabels[claim.status].toLowerCase()})`,
    )
    .join(', ');
  throw new AppError('CONFLICT', {
    title: 'Status Not Changed',
    userMessage:
      claims.length === 1
        ? `A ${kitClaimStatusLabels[stuck[0]!.status].toLowerCase()} kit cannot be marked ${kitClaimStatusLabels[status].toLowerCase()}.`
        : `Nothing was changed: ${names} cannot be marked ${kitClaimStatusLabels[status].toLowerCase()}.`,
  });
}

/** The app's public address too: a kit email links to the journey map. */
type KitMoveDeps = KitClaimDeps & { appUrl: string };

/**
 * One locked claim moved on: the row, the audit entry, the creator's
 * notification and email and the webhook, all in the caller's transaction.
 */
async function moveLockedClaim(tx: Database, deps: KitMoveDeps, move: KitMove) {
  const { claim, change } = move;
  const now = deps.clock();
  // Reopened after a cancellation: the claim as it was is kept for staff.
  if (change.status === 'pending') await insertClaimHistory(tx, claim, now);
  const row = await updateKitClaim(tx, claim.id, changesFor(change, now));
  await recordAudit(tx, {
    actor: move.actor,
    action: change.status === 'pending' ? 'kit-claim.reopen' : 'kit-claim.status',
    target: { type: 'kit-claim', id: claim.id },
    before: shippingFieldsOf(claim),
    after: shippingFieldsOf(row),
  });
  const realm = move.curriculum.realms.find((candidate) => candidate.id === row.realmId)!;
  // A claim whose creator deleted their account keeps no one to tell.
  if (row.userId && !row.personalDataErasedAt) {
    await postNotification(tx, kitStatusNotification({ ...row, userId: row.userId }, realm));
    await deps.outbox.enqueue('kit-status', kitStatusEmail(row, realm, deps.appUrl), tx);
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
    occurredAt: now,
  });
  return row;
}

/**
 * Moves a kit one step on (or cancels it). The claim row is locked while its
 * status is checked, so of two staff pressing 'Mark shipped' at once one wins
 * and the other is told it already moved. The audit row, the creator's
 * notification and their email are written in the same transaction.
 */
export async function changeKitClaimStatus(
  deps: KitMoveDeps,
  input: { actor: AuditActor; claimId: number; change: ClaimStatusInput },
) {
  // Read before the transaction: the curriculum is read on the app's own connection.
  const curriculum = await deps.curriculum.get();
  const updated = await deps.db.transaction(async (tx) => {
    const claim = await lockKitClaim(tx, input.claimId);
    if (!claim) throw new AppError('NOT_FOUND', { userMessage: 'There is no such kit claim.' });
    refuseUnlessCanMove([claim], input.change.status);
    return moveLockedClaim(tx, deps, {
      actor: input.actor,
      curriculum,
      claim,
      change: input.change,
    });
  });
  void deps.outbox.deliverDue();
  return updated;
}

/**
 * Moves several kits the same step at once, all or none: every claim is
 * locked (in id order, so overlapping requests queue rather than deadlock)
 * and checked before any moves, then each is moved exactly as one alone is.
 * Of two staff moving the same claims at once, one wins and the other is
 * told they already moved.
 */
export async function changeKitClaimsStatus(
  deps: KitMoveDeps,
  input: { actor: AuditActor; change: ClaimBulkStatusInput },
) {
  const curriculum = await deps.curriculum.get();
  const { claimIds, status } = input.change;
  const updated = await deps.db.transaction(async (tx) => {
    const claims = await lockKitClaims(tx, claimIds);
    if (claims.length !== claimIds.length) {
      throw new AppError('NOT_FOUND', {
        userMessage: 'Some of these kit claims no longer exist. Nothing was changed.',
      });
    }
    refuseUnlessCanMove(claims, status);
    const moved: KitClaimRow[] = [];
    for (const claim of claims) {
      moved.push(
        await moveLockedClaim(tx, deps, {
          actor: input.actor,
          curriculum,
          claim,
          change: { status },
        }),
      );
    }
    // Answered in the order asked, as the console listed them.
    return claimIds.map((id) => moved.find((row) => row.id === id)!);
  });
  void deps.outbox.deliverDue();
  return updated;
}

/**
 * The creator claims a cancelled kit again, with the address corrected. The
 * claim row is locked while its status is checked, so of many requests at
 * once exactly one reopens it; the others are told it is already on its way.
 * The staff are emailed as for a first claim.
 */
export async function claimKitAgain(
  deps: KitClaimDeps & { staffEmails: ReadonlySet<string> },
  input: { userId: string; realmId: number; claim: RewardClaimInput },
) {
  const claim = parseRewardClaim(input.claim);
  const curriculum = await deps.curriculum.get();
  const realm = curriculum.realms.find((candidate) => candidate.id === input.realmId);
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockRewardClaimOf(tx, input.userId, input.realmId);
    if (!current || !realm) {
      throw new AppError('NOT_FOUND', { userMessage: 'There is no kit claim for this realm.' });
    }
    if (current.status !== 'cancelled') {
      throw new AppError('CONFLICT', {
        title: ALREADY_CLAIMED_TITLE,
        userMessage: `Your Ember Kit is ${kitClaimStatusLabels[current.status].toLowerCase()}: there is nothing to claim again.`,
      });
    }
    await insertClaimHistory(tx, current, deps.clock());
    const reopened = await updateKitClaim(tx, current.id, {
      ...claim,
      status: 'pending',
      cancelledAt: null,
      cancelReason: null,
    });
    for (const staffEmail of deps.staffEmails) {
      await deps.outbox.enqueue('kit-claim', kitClaimEmail(staffEmail, realm, reopened), tx);
    }
    return reopened;
  });
  void deps.outbox.deliverDue();
  return row;
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
