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
