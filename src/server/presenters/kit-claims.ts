import type { KitClaimRow } from '../features/realms/kit-claims.queries.ts';
import type { latestClaimAddressOf } from '../features/realms/kit-claims.service.ts';

/* A kit claim as its creator and staff receive it (decision 036). */

/** One claim, with its address and status, as stored. */
export const presentKitClaim = (claim: KitClaimRow) => ({ claim });

/** The address of the creator's latest claim, to fill the next one's form; null before any. */
export const presentLastClaimAddress = (
  address: Awaited<ReturnType<typeof latestClaimAddressOf>>,
) => ({ address });
