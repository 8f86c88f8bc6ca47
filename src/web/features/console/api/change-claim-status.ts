import type { ClaimStatusInput } from '#shared/schemas/admin.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { useConsoleMutation } from './console-requests.ts';

/** Moves a kit along (packed, shipped with tracking, delivered) or cancels it; its creator is told. */
export function useChangeClaimStatus() {
  return useConsoleMutation(async (input: { claimId: number; change: ClaimStatusInput }) =>
    (
      await apiClient.api.admin.claims[':claimId'].status.$post({
        param: { claimId: String(input.claimId) },
        json: input.change,
      })
    ).json(),
  );
}
