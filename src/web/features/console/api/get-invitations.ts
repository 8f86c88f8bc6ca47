import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { consoleListQueryOptions } from './console-requests.ts';

const invitations = apiClient.api.admin.invitations;

export type ConsoleInvitation = InferResponseType<typeof invitations.$get, 200>['items'][number];

/** Every invitation a creator sent, newest first. */
export const useInvitations = (page: number) =>
  useQuery(
    consoleListQueryOptions('invitations', { page }, (query) => invitations.$get({ query })),
  );
