import { hc } from 'hono/client';
import type { AppType } from '#server/app.ts';
import { appFetch } from './app-fetch.ts';

/** The typed API client: request and response types come from the server's routes. */
export const apiClient = hc<AppType>('/', { fetch: appFetch });
