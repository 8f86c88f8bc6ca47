import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { registeredEndpoints, type Endpoint } from '#testing/registered-endpoints.ts';
import { compileEveryStatedAnswer, takeUndescribedAnswers } from '#testing/described-answers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { OPERATOR_ROUTE_PREFIX } from '../app.ts';
import { METRICS_PATH } from '../metrics/metrics.routes.ts';
import { postNotification } from '../features/notifications/notifications.service.ts';
import { operations } from './operations.ts';
import { publicRoutes } from './route-flags.ts';
import { AUTH_EXTENSION, openApiPath, type OpenApiDocument } from './document.ts';

/**
 * The API description against the app (decision 023): every route the app
 * registers is described, with who may call it as the policy test
 * (policy.api.test.ts) classifies it. What real calls answer is held against
 * it in every API test (src/testing/described-answers.ts).
 */

/**
 * The policy test's classification, word for word: staff and operator routes
 * by where they live, public ones as their `op(…)` says (the policy test
 * holds that word against what the app does).
 */
function authOf(endpoint: Endpoint): string {
  if (publicRoutes.includes(`${endpoint.method} ${endpoint.path}`)) return 'public';
  if (endpoint.path.startsWith(`${OPERATOR_ROUTE_PREFIX}/`) || endpoint.path === METRICS_PATH)
    return 'operator';
  if (endpoint.path.startsWith('/api/admin/')) return 'staff';
  return 'creator';
}

type Described = Record<string, unknown> & {
  responses: Record<string, { content?: { 'application/json': { schema: object } } }>;
};

async function fetchDocument(testApp: TestApp): Promise<OpenApiDocument> {
  const response = await testApp.app.request('/api/openapi.json');
  expect(response.status).toBe(200);
  return (await response.json()) as OpenApiDocument;
}

function operationOf(document: OpenApiDocument, method: string, path: string): Described {
  const item = (document.paths as Record<string, Record<string, Described>>)[openApiPath(path)];
  const operation = item?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${path} is not in the description`);
  return operation;
}

describe('the API description', () => {
  it('lists every route the app serves in the route registry, and no route it does not serve', async () => {
    const testApp = await createTestApp();
    const served = registeredEndpoints(testApp.app).map(
      (endpoint) => `${endpoint.method} ${endpoint.path}`,
    );
    const listed = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(
      served.filter((route) => !listed.includes(route)),
      'served, but not in src/server/openapi/operations/*',
    ).toEqual([]);
    expect(
      listed.filter((route) => !served.includes(route)),
      'in src/server/openapi/operations/*, but not served',
    ).toEqual([]);
    expect(new Set(listed).size, 'listed twice').toBe(listed.length);
  });

  it('describes every route the app registers, with who may call it, and no other', async () => {
    const testApp = await createTestApp();
    const document = await fetchDocument(testApp);
    expect(document.openapi).toBe('3.1.0');
    const endpoints = registeredEndpoints(testApp.app);
    const described = endpoints.map((endpoint) => {
      const operation = operationOf(document, endpoint.method, endpoint.path);
      return `${endpoint.method} ${endpoint.path}: ${String(operation[AUTH_EXTENSION])}`;
    });
    expect(described).toEqual(
      endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}: ${authOf(endpoint)}`),
    );
    const operationCount = Object.values(document.paths).reduce(
      (sum, item) => sum + Object.keys(item).length,
      0,
    );
    expect(operationCount).toBe(endpoints.length);
  });

  it('states request schemas that JSON Schema 2020-12 compiles', async () => {
    const testApp = await createTestApp();
    const document = await fetchDocument(testApp);
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    let bodies = 0;
    for (const item of Object.values(document.paths) as Record<string, Described>[]) {
      for (const operation of Object.values(item)) {
        const body = (
          operation.requestBody as
            { content: { 'application/json': { schema: object } } } | undefined
        )?.content['application/json'].schema;
        if (!body) continue;
        expect(() => ajv.compile(body), String(operation.operationId)).not.toThrow();
        bodies += 1;
      }
    }
    expect(bodies).toBe(operations.filter((operation) => operation.body).length);
    expect(bodies).toBeGreaterThan(30);
  });

  it('states the answers real calls get: JSON, 304s to ETags, a CSV, a zip, errors', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const staff = await createStaff(testApp);
    await postNotification(testApp.db, {
      recipientId: creator.id,
      kind: 'resource-added',
      title: 'A new resource',
      body: 'Open the library.',
      actionPath: '/resources',
    });
    const call = (url: string, cookie: string, headers: Record<string, string> = {}) =>
      testApp.app.request(url, { headers: { cookie, ...headers } });
    const progress = await call('/api/progress', creator.cookie);
    const curriculum = await call('/api/curriculum', creator.cookie);
    const calls = [
      progress,
      await call('/api/progress', creator.cookie, {
        'if-none-match': progress.headers.get('etag')!,
      }),
      curriculum,
      await call('/api/curriculum', creator.cookie, {
        'if-none-match': curriculum.headers.get('etag')!,
      }),
      await call('/api/notifications', creator.cookie),
      await call('/api/account/export', creator.cookie),
      await call('/api/admin/claims/export.csv', staff.cookie),
      // A page that does not exist: 422; a creator on a staff route: 403; no such route: 404.
      await call('/api/admin/creators?page=-1', staff.cookie),
      await call('/api/admin/creators', creator.cookie),
      await call('/api/no/such/route', creator.cookie),
    ];
    await Promise.all(calls.map((response) => response.arrayBuffer()));
    expect(calls.map((response) => response.status)).toEqual([
      200, 304, 200, 304, 200, 200, 200, 422, 403, 404,
    ]);
    // The test app held each against the description (described-answers.ts); none strayed.
    expect(takeUndescribedAnswers()).toEqual([]);
  });

  it('states JSON answers that JSON Schema 2020-12 compiles strictly', () => {
    expect(compileEveryStatedAnswer()).toBeGreaterThan(100);
  });
});
