import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimStatusInput } from '#shared/schemas/admin.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { consoleKeys } from './console-queries.ts';

const admin = apiClient.api.admin;

/** Every console list may show what changed (and the audit trail grows): refresh them all. */
function useConsoleMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

export function useChangeClaimStatus() {
  return useConsoleMutation(async (input: { claimId: number; change: ClaimStatusInput }) =>
    (
      await admin.claims[':claimId'].status.$post({
        param: { claimId: String(input.claimId) },
        json: input.change,
      })
    ).json(),
  );
}

export function useRetryEmail() {
  return useConsoleMutation(async (emailId: number) =>
    (await admin.emails[':emailId'].retry.$post({ param: { emailId: String(emailId) } })).json(),
  );
}

export function useChangeRole() {
  return useConsoleMutation(async (input: { userId: string; role: 'staff' | 'creator' }) =>
    (
      await admin.creators[':userId'].role.$put({
        param: { userId: input.userId },
        json: { role: input.role },
      })
    ).json(),
  );
}
