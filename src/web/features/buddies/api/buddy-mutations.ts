import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuddyRequestInput } from '#shared/schemas/buddies.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { buddiesQueryKey } from './get-buddies.ts';

const buddies = apiClient.api.buddies;

/** After any buddy change (or a refusal, which may mean the server knows better) every buddy list is fetched again. */
export function useBuddyMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const { user } = useSignedInUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: buddiesQueryKey(user.id) }),
  });
}

export const useSendBuddyRequest = () =>
  useBuddyMutation(async (request: BuddyRequestInput) =>
    (await buddies.requests.$post({ json: request })).json(),
  );

const requestParam = (requestId: number) => ({ param: { requestId: String(requestId) } });
const pairParam = (pairId: number) => ({ param: { pairId: String(pairId) } });

export const useAcceptBuddyRequest = () =>
  useBuddyMutation(async (requestId: number) =>
    (await buddies.requests[':requestId'].accept.$post(requestParam(requestId))).json(),
  );

export const useDeclineBuddyRequest = () =>
  useBuddyMutation(async (requestId: number) =>
    (await buddies.requests[':requestId'].decline.$post(requestParam(requestId))).json(),
  );

export const useCancelBuddyRequest = () =>
  useBuddyMutation(async (requestId: number) =>
    (await buddies.requests[':requestId'].cancel.$post(requestParam(requestId))).json(),
  );

export const useEndBuddyPairing = () =>
  useBuddyMutation(async (pairId: number) =>
    (await buddies[':pairId'].end.$post(pairParam(pairId))).json(),
  );

export const useWriteBuddyNote = () =>
  useBuddyMutation(async (input: { pairId: number; text: string }) =>
    (
      await buddies[':pairId'].note.$put({ ...pairParam(input.pairId), json: { text: input.text } })
    ).json(),
  );

export const useBlockCreator = () =>
  useBuddyMutation(async (creatorId: string) =>
    (await buddies.blocks.$post({ json: { creatorId } })).json(),
  );

export const useUnblockCreator = () =>
  useBuddyMutation(async (creatorId: string) =>
    (await buddies.blocks[':creatorId'].$delete({ param: { creatorId } })).json(),
  );

export const useSetBuddyVisibility = () =>
  useBuddyMutation(async (isFindable: boolean) =>
    (await buddies.visibility.$put({ json: { isFindable } })).json(),
  );

export const useNudgeBuddy = () =>
  useBuddyMutation(async (pairId: number) =>
    (await buddies[':pairId'].nudge.$post(pairParam(pairId))).json(),
  );
