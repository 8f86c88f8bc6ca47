import fs from 'node:fs';
import type { Hono } from 'hono';
import { OPERATOR_ROUTE_PREFIX } from '#server/app.ts';
import { METRICS_PATH } from '#server/metrics/metrics.routes.ts';
import { operations } from '#server/openapi/operations.ts';
import { publicRoutes } from '#server/openapi/route-flags.ts';
import { routeReach } from '#server/policies/route-reach.ts';
import { can, staffRoles, type Permission } from '#shared/rules/staff-permissions.ts';
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
/** `npm run backup`'s routes and Prometheus's: a token opens them, no session does. */
export const isOperatorRoute = (endpoint: Endpoint) =>
  endpoint.path.startsWith(`${OPERATOR_ROUTE_PREFIX}/`) || endpoint.path === METRICS_PATH;

/** The permission a staff route's `op(…)` names (decision 041). */
export function permissionOf(endpoint: Endpoint): Permission | undefined {
  return operations.find(
    (operation) => operation.method === endpoint.method && operation.path === endpoint.path,
  )?.permission;
}

export function policyTableOf(app: Pick<Hono, 'routes'>): string {
  const everyRole = (cell: string) => staffRoles.map(() => cell);
  const access = (endpoint: Endpoint) => {
    if (isPublic(endpoint)) return ['yes', 'yes', ...everyRole('yes')];
    if (isStaffRoute(endpoint)) {
      const permission = permissionOf(endpoint);
      return [
        '401',
        '403',
        ...staffRoles.map((role) =>
          permission && can({ staffRoles: [role] }, permission) ? `\`${permission}\`` : '403',
        ),
      ];
    }
    if (isOperatorRoute(endpoint)) return ['401', '401', ...everyRole('401 (operator token only)')];
    const reach = routeReach[`${endpoint.method} ${endpoint.path}`];
    const creator = reach?.creator ?? 'own data';
    const staff = reach?.staff;
    return [
      '401',
      creator,
      ...staffRoles.map((role) =>
        staff && can({ staffRoles: [role] }, staff.permission) ? staff.reach : creator,
      ),
    ];
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
    `| route | visitor | creator | ${staffRoles.join(' | ')} |`,
    `| --- | --- | --- | ${staffRoles.map(() => '---').join(' | ')} |`,
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
