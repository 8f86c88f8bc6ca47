import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendInviteInput } from '#shared/schemas/invites.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { getInviteOverviewQueryOptions } from './get-invite-overview.ts';

async function sendInvite(input: SendInviteInput) {
  return (await apiClient.api.invites.$post({ json: input })).json();
}

/** Sends the creator's one invitation; the overview is asked for again whatever the answer. */
export function useSendInvite() {
  const { user } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvite,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getInviteOverviewQueryOptions(user.id).queryKey }),
  });
}
