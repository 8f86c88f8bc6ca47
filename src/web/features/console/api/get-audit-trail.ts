import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiClient } from '#web/lib/api-client.ts';
import { consoleListQueryOptions } from './console-requests.ts';

const audit = apiClient.api.admin.audit;

export type ConsoleAuditEvent = InferResponseType<typeof audit.$get, 200>['items'][number];

/** Every staff action, newest first. */
export const useAuditTrail = (page: number) =>
  useQuery(consoleListQueryOptions('audit', { page }, (query) => audit.$get({ query })));
