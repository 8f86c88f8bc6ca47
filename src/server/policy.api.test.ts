import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { registeredEndpoints, type Endpoint } from '#testing/registered-endpoints.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { OPERATOR_ROUTE_PREFIX, publicRoutes } from './app.ts';
import { routeReach } from './policies/route-reach.ts';

/**
 * Who may call what, checked for every route the app registers, so a new
 * route cannot forget its guard: a visitor gets 401 from every route not
 * declared public, a creator gets 403 from every staff route, and the table in
 * docs/architecture.md says exactly what the app does, down to the routes
 * whose named policies let staff (or everyone) past their own data
 * (policies/route-reach.ts).
 */

const ARCHITECTURE_DOC = new URL('../../docs/architecture.md', import.meta.url);
const TABLE_START = '<!-- policy-table:start -->';
const TABLE_END = '<!-- policy-table:end -->';

const isPublic = (endpoint: Endpoint) =>
  (publicRoutes as readonly string[]).includes(`${endpoint.method} ${endpoint.path}`);
const isStaffRoute = (endpoint: Endpoint) => endpoint.path.startsWith('/api/admin/');
/** `npm run backup`'s routes: the token in DATA_DIR opens them, no session does. */
const isOperatorRoute = (endpoint: Endpoint) =>
  endpoint.path.startsWith(`${OPERATOR_ROUTE_PREFIX}/`);

function call(testApp: TestApp, endpoint: Endpoint, cookie?: string) {
  const path = endpoint.path.replace(/:\w+/g, 'policy-probe').replace(/\*/g, 'policy-probe');
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'HEAD';
  return testApp.app.request(path, {
    method: endpoint.method,
    headers: {
      ...(cookie && { cookie }),
      ...(hasBody && { 'content-type': 'application/json' }),
    },
    ...(hasBody && { body: '{}' }),
  });
}

function policyTable(endpoints: Endpoint[]): string {
  const access = (endpoint: Endpoint) => {
    if (isPublic(endpoint)) return ['yes', 'yes', 'yes'];
    if (isStaffRoute(endpoint)) return ['401', '403', 'yes'];
    if (isOperatorRoute(endpoint)) return ['401', '401', '401 (operator token only)'];
    const reach = routeReach[`${endpoint.method} ${endpoint.path}`];
    const creator = reach?.creator ?? 'own data';
    return ['401', creator, reach?.staff ?? creator];
  };
  const rows = endpoints
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

/** Prettier pads markdown tables; compare cells, not spacing. */
function normalizeTable(table: string): string {
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

describe('the access policy of every registered route', () => {
  it('answers 401 to visitors on every route not declared public', async () => {
    const testApp = await createTestApp();
    const endpoints = registeredEndpoints(testApp.app);
    expect(endpoints.length).toBeGreaterThan(10);
    for (const endpoint of endpoints.filter((candidate) => !isPublic(candidate))) {
      const response = await call(testApp, endpoint);
      expect(response.status, `${endpoint.method} ${endpoint.path}`).toBe(401);
    }
    // Paths no route handles are guarded too: visitors learn nothing beyond "sign in".
    expect((await testApp.app.request('/api/no-such-thing')).status).toBe(401);
  });

  it('answers 403 to creators on every staff route, and lets staff through', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const staff = await createStaff(testApp);
    const staffRoutes = registeredEndpoints(testApp.app).filter(isStaffRoute);
    expect(staffRoutes.length).toBeGreaterThan(0);
    for (const endpoint of staffRoutes) {
      const label = `${endpoint.method} ${endpoint.path}`;
      expect((await call(testApp, endpoint, creator.cookie)).status, label).toBe(403);
      expect([401, 403], label).not.toContain((await call(testApp, endpoint, staff.cookie)).status);
    }
  });

  it('answers 401 to creators and staff on every operator route', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const staff = await createStaff(testApp);
    const operatorRoutes = registeredEndpoints(testApp.app).filter(isOperatorRoute);
    expect(operatorRoutes.length).toBeGreaterThan(0);
    for (const endpoint of operatorRoutes) {
      const label = `${endpoint.method} ${endpoint.path}`;
      expect((await call(testApp, endpoint, creator.cookie)).status, label).toBe(401);
      expect((await call(testApp, endpoint, staff.cookie)).status, label).toBe(401);
    }
  });

  it('lets a signed-in creator through the guard of every creator route', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const creatorRoutes = registeredEndpoints(testApp.app).filter(
      (endpoint) => !isPublic(endpoint) && !isStaffRoute(endpoint) && !isOperatorRoute(endpoint),
    );
    for (const endpoint of creatorRoutes) {
      const status = (await call(testApp, endpoint, creator.cookie)).status;
      expect([401, 403], `${endpoint.method} ${endpoint.path}`).not.toContain(status);
    }
  });

  it('names only creator routes the app registers as reaching past their own data', async () => {
    const testApp = await createTestApp();
    const creatorRoutes = new Set(
      registeredEndpoints(testApp.app)
        .filter(
          (endpoint) =>
            !isPublic(endpoint) && !isStaffRoute(endpoint) && !isOperatorRoute(endpoint),
        )
        .map((endpoint) => `${endpoint.method} ${endpoint.path}`),
    );
    expect(Object.keys(routeReach).filter((route) => !creatorRoutes.has(route))).toEqual([]);
  });

  it('is written down in docs/architecture.md, route by route', async () => {
    const testApp = await createTestApp();
    const expected = policyTable(registeredEndpoints(testApp.app));
    const doc = fs.readFileSync(ARCHITECTURE_DOC, 'utf8');
    const start = doc.indexOf(TABLE_START);
    const end = doc.indexOf(TABLE_END);
    expect(
      start,
      `docs/architecture.md needs a ${TABLE_START} … ${TABLE_END} block`,
    ).toBeGreaterThan(-1);
    // eslint-disable-next-line no-restricted-syntax -- a developer's switch for this test, not a server setting
    if (process.env.UPDATE_POLICY_TABLE) {
      // UPDATE_POLICY_TABLE=1 npx vitest run --project api-pglite src/server/policy.api.test.ts
      const rewritten = `${doc.slice(0, start + TABLE_START.length)}\n\n${expected}\n\n${doc.slice(end)}`;
      fs.writeFileSync(ARCHITECTURE_DOC, rewritten);
      return;
    }
    const documented = doc.slice(start + TABLE_START.length, end);
    expect(normalizeTable(documented), `Put this table in docs/architecture.md:\n${expected}`).toBe(
      normalizeTable(expected),
    );
  });
});
