import type { ClaimBulkStatusInput } from '#shared/schemas/admin.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { useConsoleMutation } from './console-requests.ts';

/** Moves the chosen kits the same step at once, all or none; each creator is told. */
export function useMoveClaims() {
  return useConsoleMutation(async (input: ClaimBulkStatusInput) =>
    (await apiClient.api.admin.claims.status.$post({ json: input })).json(),
  );
}
