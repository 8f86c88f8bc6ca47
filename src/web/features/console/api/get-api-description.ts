import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client.ts';
import { consoleQueryKey } from './console-requests.ts';

/** The part of JSON Schema 2020-12 the reference page shows (what zod writes). */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maxLength?: number;
  $ref?: string;
};

/** What a request or an answer carries, by media type. */
type Content = Record<string, { schema?: JsonSchema; example?: unknown }>;

export type ApiOperation = {
  summary?: string;
  tags?: string[];
  'x-emberpath-auth'?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Content };
  responses?: Record<string, { description: string; content?: Content }>;
};

/** What the reference page reads of the OpenAPI document. */
export type ApiDescription = {
  info: { title: string; description?: string };
  paths: Record<string, Record<string, ApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export const getApiDescriptionQueryOptions = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'api-description'] as const,
    queryFn: async () =>
      (await (await apiClient.api['openapi.json'].$get()).json()) as unknown as ApiDescription,
    staleTime: Infinity,
  });

export const useApiDescription = () => useQuery(getApiDescriptionQueryOptions());
