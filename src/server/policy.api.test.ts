import { describe, expect, it } from 'vitest';
import { can, staffRoles } from '#shared/rules/staff-permissions.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import {
  isOperatorRoute,
  isPublic,
  isStaffRoute,
  normalizeTable,
  permissionOf,
  policyTableOf,
  readDocumentedPolicyTable,
} from '#testing/policy-table.ts';
import { registeredEndpoints, type Endpoint } from '#testing/registered-endpoints.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { operations } from './openapi/operations.ts';
import { routeReach } from './policies/route-reach.ts';

/**
 * Who may call what, checked for every route the app registers, so a new
 * route cannot forget its guard: a visitor gets 401 from every route not
 * declared public, a creator gets 403 from every staff route and each staff
 * role 403 from every route its permissions do not cover, and the table in
 * docs/architecture.md says exactly what the app does, down to the routes
 * whose named policies let staff (or everyone) past their own data
 * (policies/route-reach.ts).
 */

function call(
  testApp: TestApp,
  endpoint: Endpoint,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  const path = endpoint.path.replace(/:\w+/g, 'policy-probe').replace(/\*/g, 'policy-probe');
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'HEAD';
  return testApp.app.request(path, {
    method: endpoint.method,
    headers: {
      ...headers,
      ...(cookie && { cookie }),
      ...(hasBody && { 'content-type': 'application/json' }),
    },
    ...(hasBody && { body: '{}' }),
  });
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

  it('lets visitors through every route its op(…) declares public', async () => {
    const testApp = await createTestApp();
    const publicEndpoints = registeredEndpoints(testApp.app).filter(isPublic);
    expect(publicEndpoints.length).toBeGreaterThan(5);
    for (const endpoint of publicEndpoints) {
      const status = (await call(testApp, endpoint)).status;
      expect([401, 403], `${endpoint.method} ${endpoint.path}`).not.toContain(status);
    }
  });

  it('names one permission for every staff route', async () => {
    const testApp = await createTestApp();
    const staffRoutes = registeredEndpoints(testApp.app).filter(isStaffRoute);
    expect(staffRoutes.length).toBeGreaterThan(60);
    const unnamed = staffRoutes.filter((endpoint) => !permissionOf(endpoint));
    expect(unnamed.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('answers 403 to creators on every staff route, and to each role as its permissions say', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const holders = await Promise.all(
      staffRoles.map(async (role) => ({
        role,
        ...(await createStaff(testApp, { roles: [role] })),
      })),
    );
    for (const endpoint of registeredEndpoints(testApp.app).filter(isStaffRoute)) {
      const label = `${endpoint.method} ${endpoint.path}`;
      const permission = permissionOf(endpoint)!;
      expect((await call(testApp, endpoint, creator.cookie)).status, label).toBe(403);
      for (const holder of holders) {
        const status = (await call(testApp, endpoint, holder.cookie)).status;
        if (can({ staffRoles: [holder.role] }, permission))
          expect([401, 403], `${label} as ${holder.role}`).not.toContain(status);
        else expect(status, `${label} as ${holder.role}`).toBe(403);
      }
    }
  }, 120_000);

  it("takes an API key on every staff route but the keys' own, and refuses it on every other", async () => {
    const testApp = await createTestApp({ apiKeys: { requestsPerMinute: 10_000 } });
    const staff = await createStaff(testApp);
    const made = await apiAs(testApp, staff.cookie)['admin']['api-keys'].$post({
      json: { name: 'policy' },
    });
    const withKey = { authorization: `Bearer ${(await made.json()).secret}` };
    const sessionOnly = new Set(
      operations
        .filter((operation) => operation.sessionOnly)
        .map(({ method, path }) => `${method} ${path}`),
    );
    expect(sessionOnly.size).toBeGreaterThan(0);
    for (const endpoint of registeredEndpoints(testApp.app).filter((each) => !isPublic(each))) {
      const label = `${endpoint.method} ${endpoint.path}`;
      const status = (await call(testApp, endpoint, undefined, withKey)).status;
      if (isStaffRoute(endpoint) && !sessionOnly.has(label))
        expect([401, 403], label).not.toContain(status);
      else expect(status, label).toBe(401);
    }
  }, 120_000);

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
    const expected = policyTableOf(testApp.app);
    expect(readDocumentedPolicyTable(), `Run npm run docs:policy; the table is:\n${expected}`).toBe(
      normalizeTable(expected),
    );
  });
});
