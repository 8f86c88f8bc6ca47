import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';

const admin = apiClient.api.admin;

export type ClaimQuery = { page: number; status?: string; realm?: string; search?: string };
export type CreatorQuery = { page: number; search?: string; sort: string; direction: string };

export type ConsoleClaim = InferResponseType<typeof admin.claims.$get, 200>['items'][number];
export type ConsoleCreator = InferResponseType<typeof admin.creators.$get, 200>['items'][number];
export type CreatorDetail = InferResponseType<(typeof admin.creators)[':userId']['$get'], 200>;
export type ConsoleEmail = InferResponseType<typeof admin.emails.$get, 200>['items'][number];
export type ConsoleInvitation = InferResponseType<
  typeof admin.invitations.$get,
  200
>['items'][number];
export type ConsoleAuditEvent = InferResponseType<typeof admin.audit.$get, 200>['items'][number];

/** Drops empty filters, so the query string carries only what was chosen. */
const defined = (query: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

export const consoleKeys = {
  all: ['console'] as const,
  summary: ['console', 'summary'] as const,
  claims: (query: ClaimQuery) => ['console', 'claims', query] as const,
  creators: (query: CreatorQuery) => ['console', 'creators', query] as const,
  creator: (userId: string) => ['console', 'creator', userId] as const,
  emails: (page: number, status?: string) => ['console', 'emails', page, status] as const,
  invitations: (page: number) => ['console', 'invitations', page] as const,
  audit: (page: number) => ['console', 'audit', page] as const,
};

export function useConsoleSummary() {
  return useQuery(
    queryOptions({
      queryKey: consoleKeys.summary,
      queryFn: async () => (await admin.summary.$get()).json(),
    }),
  );
}

export function useClaims(query: ClaimQuery) {
  return useQuery({
    queryKey: consoleKeys.claims(query),
    queryFn: async () => (await admin.claims.$get({ query: defined(query) })).json(),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the claims the filters show (search, status and realm; every page). */
export function claimsCsvUrl(query: Omit<ClaimQuery, 'page'>): string {
  const search = new URLSearchParams(defined(query)).toString();
  return `/api/admin/claims/export.csv${search ? `?${search}` : ''}`;
}

export function useCreators(query: CreatorQuery) {
  return useQuery({
    queryKey: consoleKeys.creators(query),
    queryFn: async () => (await admin.creators.$get({ query: defined(query) })).json(),
    placeholderData: keepPreviousData,
  });
}

export function useCreator(userId: string) {
  return useQuery({
    queryKey: consoleKeys.creator(userId),
    queryFn: async () => (await admin.creators[':userId'].$get({ param: { userId } })).json(),
  });
}

export function useEmails(page: number, status?: string) {
  return useQuery({
    queryKey: consoleKeys.emails(page, status),
    queryFn: async () => (await admin.emails.$get({ query: defined({ page, status }) })).json(),
    placeholderData: keepPreviousData,
  });
}

export function useInvitations(page: number) {
  return useQuery({
    queryKey: consoleKeys.invitations(page),
    queryFn: async () => (await admin.invitations.$get({ query: defined({ page }) })).json(),
    placeholderData: keepPreviousData,
  });
}

export function useAuditTrail(page: number) {
  return useQuery({
    queryKey: consoleKeys.audit(page),
    queryFn: async () => (await admin.audit.$get({ query: defined({ page }) })).json(),
    placeholderData: keepPreviousData,
  });
}
