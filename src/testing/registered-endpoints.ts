import type { Hono } from 'hono';

export type Endpoint = { method: string; path: string };

/**
 * Every endpoint the app registers, once each, as the policy test and the
 * fuzz walk them: a new route is covered without anyone listing it.
 */
export function registeredEndpoints(app: Pick<Hono, 'routes'>): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  // Middleware and the /api catch-all are registered as ALL; endpoints have a method.
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}
