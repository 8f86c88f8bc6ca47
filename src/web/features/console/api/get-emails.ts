import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { EmailListQuery } from '#shared/schemas/admin.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { consoleListQueryOptions } from './console-requests.ts';

const emails = apiClient.api.admin.emails;

export type EmailsQuery = Pick<EmailListQuery, 'page' | 'status'>;
export type ConsoleEmail = InferResponseType<typeof emails.$get, 200>['items'][number];

/** The outbox, newest first, a page at a time. */
export const useEmails = (filters: EmailsQuery) =>
  useQuery(consoleListQueryOptions('emails', filters, (query) => emails.$get({ query })));
