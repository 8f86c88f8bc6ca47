import { operations } from './operations.ts';

/**
 * What the app reads off the route registry (decision 036), so a route's
 * path is written once: in its `op(…)`, beside its router's own.
 */

/**
 * Routes anyone may call, signed in or not (`'public'` in their `op(…)`).
 * Every other /api route must answer 401 to a visitor: the policy test
 * (src/server/policy.api.test.ts) walks every registered route and fails on
 * one that is neither public here nor guarded.
 */
export const publicRoutes: readonly string[] = operations
  .filter((operation) => operation.auth === 'public')
  .map((operation) => `${operation.method} ${operation.path}`);

/** `:name` matches one segment, as Hono matches it. */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+')}$`);

const streamedUploads = operations
  .filter((operation) => operation.upload)
  .map((operation) => ({ method: operation.method as string, pattern: patternOf(operation.path) }));

/** A call whose body a route streams under its own limit (`upload: true` in its `op(…)`). */
export function isStreamedUpload(method: string, path: string): boolean {
  return streamedUploads.some((upload) => upload.method === method && upload.pattern.test(path));
}
