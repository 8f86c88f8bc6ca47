import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { ClaimListQuery } from '#shared/schemas/admin.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { consoleListQueryOptions, queryOf } from './console-requests.ts';

const claims = apiClient.api.admin.claims;

export type ClaimsQuery = Pick<ClaimListQuery, 'page' | 'status' | 'realm' | 'search' | 'sort'>;
export type ConsoleClaim = InferResponseType<typeof claims.$get, 200>['items'][number];

/** The Ember Kit claims, oldest first unless asked otherwise, a page at a time, as filtered. */
export const useClaims = (filters: ClaimsQuery) =>
  useQuery(consoleListQueryOptions('claims', filters, (query) => claims.$get({ query })));

/** The CSV of the claims the filters show (search, status and realm; every page). */
export function claimsCsvPath(filters: Omit<ClaimsQuery, 'page' | 'sort'>): string {
  return claims['export.csv'].$path({ query: queryOf(filters) });
}
