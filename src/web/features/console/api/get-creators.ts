import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { CreatorListQuery } from '#shared/schemas/admin.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { consoleListQueryOptions } from './console-requests.ts';

const creators = apiClient.api.admin.creators;

export type CreatorsQuery = Pick<CreatorListQuery, 'page' | 'search' | 'sort' | 'direction'>;
export type ConsoleCreator = InferResponseType<typeof creators.$get, 200>['items'][number];

/** Every creator, a page at a time, searched and sorted. */
export const useCreators = (filters: CreatorsQuery) =>
  useQuery(consoleListQueryOptions('creators', filters, (query) => creators.$get({ query })));
