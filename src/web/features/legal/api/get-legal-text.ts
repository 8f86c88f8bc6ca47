import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { LegalPageName } from '#shared/schemas/legal.ts';
import { apiClient } from '#web/lib/api-client.ts';

const legalPage = apiClient.api.legal[':page'];

export type LegalText = InferResponseType<typeof legalPage.$get, 200>;

export const getLegalTextQueryOptions = (page: LegalPageName) =>
  queryOptions({
    queryKey: ['legal', page] as const,
    queryFn: async (): Promise<LegalText> => (await legalPage.$get({ param: { page } })).json(),
  });

/** The operator's Terms of Service or Privacy Policy, or Emberpath's default. */
export function useLegalText(page: LegalPageName) {
  return useQuery(getLegalTextQueryOptions(page));
}
