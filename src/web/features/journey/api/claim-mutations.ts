import type { RewardClaimInput } from '#shared/schemas/journey.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { isAlreadyClaimed } from '../utils/already-claimed.ts';
import { useProgressMutation } from './journey-mutations.ts';

// Apart from the other journey writes: only the claim form, loaded when it opens, uses these.

/** Completes a realm with its kit claim; 'Already Claimed' leaves the refresh to the dialog. */
export function useCompleteRealm() {
  return useProgressMutation(
    async (input: { realmId: number; claim: RewardClaimInput }) => {
      const response = await apiClient.api.realms[':realmId'].complete.$post({
        param: { realmId: String(input.realmId) },
        json: input.claim,
      });
      return response.json();
    },
    { defersRefresh: isAlreadyClaimed },
  );
}

/** Claims a cancelled Ember Kit again, with the address corrected. */
export function useClaimKitAgain() {
  return useProgressMutation(
    async (input: { realmId: number; claim: RewardClaimInput }) => {
      const response = await apiClient.api.realms[':realmId']['claim-again'].$post({
        param: { realmId: String(input.realmId) },
        json: input.claim,
      });
      return response.json();
    },
    { defersRefresh: isAlreadyClaimed },
  );
}
