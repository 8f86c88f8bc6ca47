import { isKitClaimOverdue } from '#shared/rules/kit-claims.ts';
import type { KitClaimRow } from '../features/realms/kit-claims.queries.ts';
import type { latestClaimAddressOf, listKitClaims } from '../features/realms/kit-claims.service.ts';

/* A kit claim as its creator and staff receive it (decision 036). */

/** One claim, with its address and status, as stored. */
export const presentKitClaim = (claim: KitClaimRow) => ({ claim });

/** Several claims moved at once, in the order they were asked for. */
export const presentKitClaims = (claims: KitClaimRow[]) => ({ claims });

/**
 * A page of the staff queue: each claim as stored, whether it is overdue (the
 * insights rule), and its earlier versions if it was cancelled and claimed again.
 */
export function presentKitClaimQueue(queue: Awaited<ReturnType<typeof listKitClaims>>) {
  return {
    ...queue.page,
    items: queue.page.items.map((claim) => ({
      ...claim,
      overdue: isKitClaimOverdue(claim, queue.now),
      history: queue.history
        .filter((earlier) => earlier.claimId === claim.id)
        .map((earlier) => ({
          name: earlier.name,
          email: earlier.email,
          address: earlier.address,
          city: earlier.city,
          state: earlier.state,
          zipCode: earlier.zipCode,
          specialInstructions: earlier.specialInstructions,
          claimedAt: earlier.claimedAt,
          cancelledAt: earlier.cancelledAt,
          cancelReason: earlier.cancelReason,
          replacedAt: earlier.replacedAt,
        })),
    })),
  };
}

/** The address of the creator's latest claim, to fill the next one's form; null before any. */
export const presentLastClaimAddress = (
  address: Awaited<ReturnType<typeof latestClaimAddressOf>>,
) => ({ address });
