import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { AppError } from '#shared/errors.ts';
import { apiClient } from '#web/lib/api-client.ts';

const byCode = apiClient.api.invites['by-code'][':code'];

/** What an invitation link shows a visitor: open (with who invited them), or why it no longer works. */
export type Invitation = InferResponseType<typeof byCode.$get, 200>;

async function getInvitation(code: string): Promise<Invitation> {
  // The answer also remembers an open invitation for the sign-up that follows (a cookie).
  return (await byCode.$get({ param: { code } })).json();
}

const getInvitationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['invitation', code] as const,
    queryFn: () => getInvitation(code),
    // An unknown code stays unknown; only a lost connection is worth asking again.
    retry: (failureCount, error) =>
      failureCount < 2 && error instanceof AppError && error.code === 'NETWORK',
    staleTime: Infinity,
  });

/** The invitation in /auth?invite=CODE, or nothing to ask for without a code. */
export function useInvitation(code: string | null) {
  return useQuery({ ...getInvitationQueryOptions(code ?? ''), enabled: code !== null });
}
