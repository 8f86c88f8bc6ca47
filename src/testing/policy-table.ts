import fs from 'node:fs';
import type { Hono } from 'hono';
import { OPERATOR_ROUTE_PREFIX } from '#server/app.ts';
import { publicRoutes } from '#server/openapi/route-flags.ts';
import { routeReach } from '#server/policies/route-reach.ts';
import { registeredEndpoints, type Endpoint } from './registered-endpoints.ts';

/**
 * docs/architecture.md's table of who may call which route, computed from the
 * routes an app registers: the policy test compares the document with it, and
 * `npm run docs:policy` writes it there.
 */

export const ARCHITECTURE_DOC = new URL('../../docs/architecture.md', import.meta.url);
const TABLE_START = '<!-- policy-table:start -->';
const TABLE_END = '<!-- policy-table:end -->';

export const isPublic = (endpoint: Endpoint) =>
  (publicRoutes as readonly string[]).includes(`${endpoint.method} ${endpoint.path}`);
export const isStaffRoute = (endpoint: Endpoint) => endpoint.path.startsWith('/api/admin/');
/** `npm run backup`'s routes: the token in DATA_DIR opens them, no session does. */
export const isOperatorRoute = (endpoint: Endpoint) =>
  endpoint.path.startsWith(`${OPERATOR_ROUTE_PREFIX}/`);

export function policyTableOf(app: Pick<Hono, 'routes'>): string {
  const access = (endpoint: Endpoint) => {
    if (isPublic(endpoint)) return ['yes', 'yes', 'yes'];
    if (isStaffRoute(endpoint)) return ['401', '403', 'yes'];
    if (isOperatorRoute(endpoint)) return ['401', '401', '401 (operator token only)'];
    const reach = routeReach[`${endpoint.method} ${endpoint.path}`];
    const creator = reach?.creator ?? 'own data';
    return ['401', creator, reach?.staff ?? creator];
  };
  const rows = registeredEndpoints(app)
    .filter(
      (endpoint) =>
        endpoint.path.startsWith('/api') || isPublic(endpoint) || isOperatorRoute(endpoint),
    )
    .map((endpoint) =>
      [`\`${endpoint.method} ${endpoint.path}\``, ...access(endpoint)].join(' | '),
    );
  return [
    '| route | visitor | creator | staff |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

function tableBounds(doc: string) {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start === -1 || end < start)
    throw new Error(`docs/architecture.md needs a ${TABLE_START} … ${TABLE_END} block`);
  return { start: start + TABLE_START.length, end };
}

/** The table as docs/architecture.md has it, cells without prettier's padding. */
export function readDocumentedPolicyTable(): string {
  const doc = fs.readFileSync(ARCHITECTURE_DOC, 'utf8');
  const { start, end } = tableBounds(doc);
  return normalizeTable(doc.slice(start, end));
}

/** docs/architecture.md with `table` between the markers, the rest untouched. */
export function withPolicyTable(doc: string, table: string): string {
  const { start, end } = tableBounds(doc);
  return `${doc.slice(0, start)}\n\n${table}\n\n${doc.slice(end)}`;
}

/** Prettier pads markdown tables; compare cells, not spacing. */
export function normalizeTable(table: string): string {
  return table
    .trim()
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .map((cell) => cell.trim().replace(/^:?-+:?$/, '---'))
        .join('|'),
    )
    .join('\n');
}
