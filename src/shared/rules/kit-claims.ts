// Kept free of zod: the schema files (loaded by drizzle-kit) and the console's first paint use it.

/** Where an Ember Kit is on its way to the creator. */
export const kitClaimStatuses = ['pending', 'packed', 'shipped', 'delivered', 'cancelled'] as const;
export type KitClaimStatus = (typeof kitClaimStatuses)[number];

/**
 * The steps staff may take from each status: forward one step at a time, or
 * cancel before the kit leaves; a cancelled claim may be reopened (back to
 * pending). Anything else is refused (409).
 */
export const kitClaimTransitions: Record<KitClaimStatus, readonly KitClaimStatus[]> = {
  pending: ['packed', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: ['pending'],
};

export function canMoveKitClaim(from: KitClaimStatus, to: KitClaimStatus): boolean {
  return kitClaimTransitions[from].includes(to);
}

/** How each status reads to staff and to the creator. */
export const kitClaimStatusLabels: Record<KitClaimStatus, string> = {
  pending: 'Pending',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** A kit claim still pending or packed this many days after it was made is overdue. */
export const KIT_OVERDUE_DAYS = 5;
/** The statuses in which a kit has not left yet, so a claim in them can be overdue. */
export const kitOverdueStatuses = [
  'pending',
  'packed',
] as const satisfies readonly KitClaimStatus[];

/** Claims made before this moment and not yet shipped are overdue: the one rule, for insights and the queue. */
export const kitOverdueBefore = (now: Date) =>
  new Date(now.getTime() - KIT_OVERDUE_DAYS * 86_400_000);

export function isKitClaimOverdue(
  claim: { status: KitClaimStatus; createdAt: Date | string },
  now: Date,
): boolean {
  return (
    (kitOverdueStatuses as readonly KitClaimStatus[]).includes(claim.status) &&
    new Date(claim.createdAt) < kitOverdueBefore(now)
  );
}

/** The orders the console's queue can be read in: oldest first is the work order. */
export const kitClaimSorts = ['oldest', 'newest'] as const;
export type KitClaimSort = (typeof kitClaimSorts)[number];

/** Staff may move this many claims in one request. */
export const MAX_BULK_CLAIMS = 100;
/** The steps staff may take for many claims at once: those that need nothing typed. */
export const kitBulkSteps = ['packed', 'delivered'] as const satisfies readonly KitClaimStatus[];
export type KitBulkStep = (typeof kitBulkSteps)[number];

/** Longest accepted value of each shipping field staff type. */
export const kitShippingLimits = {
  carrier: 60,
  trackingNumber: 80,
  cancelReason: 500,
} as const;

/**
 * The title of the 409 a kit claimed before (on another device, perhaps)
 * answers: the claim dialog shows it as the claim's outcome, not a failure.
 */
export const ALREADY_CLAIMED_TITLE = 'Already Claimed';
