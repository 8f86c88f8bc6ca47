import fs from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { registeredEndpoints, type Endpoint } from '#testing/registered-endpoints.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { OPERATOR_ROUTE_PREFIX, publicRoutes } from '../app.ts';
import { postNotification } from '../features/notifications/notifications.service.ts';
import { operations } from './operations.ts';
import { AUTH_EXTENSION, openApiPath, type OpenApiDocument } from './document.ts';

/**
 * The API description against the app (decision 023): every route the app
 * registers is described, with who may call it as the policy test
 * (policy.api.test.ts) classifies it, and what real calls answer validates
 * against the schemas the description states.
 */

/** The policy test's classification, word for word. */
function authOf(endpoint: Endpoint): string {
  if ((publicRoutes as readonly string[]).includes(`${endpoint.method} ${endpoint.path}`))
    return 'public';
  if (endpoint.path.startsWith(`${OPERATOR_ROUTE_PREFIX}/`)) return 'operator';
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

/** The schema an operation states for a status, its `$ref` to a component resolved. */
function responseSchema(document: OpenApiDocument, operation: Described, status: string) {
  const schema = operation.responses[status]?.content?.['application/json'].schema as
    { $ref?: string } | undefined;
  if (!schema) throw new Error(`no ${status} schema`);
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return (document.components.schemas as Record<string, object>)[name]!;
}

describe('the API description', () => {
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

  it('matches what real calls answer, errors included', async () => {
    const testApp = await createTestApp();
    const document = await fetchDocument(testApp);
    const creator = await createUser(testApp);
    const staff = await createStaff(testApp);
    await postNotification(testApp.db, {
      recipientId: creator.id,
      kind: 'resource-added',
      title: 'A new resource',
      body: 'Open the library.',
      actionPath: '/resources',
    });
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    const calls: [
      method: string,
      route: string,
      url: string,
      cookie: string,
      init?: RequestInit,
    ][] = [
      ['GET', '/api/me', '/api/me', creator.cookie],
      ['GET', '/api/progress', '/api/progress', creator.cookie],
      ['GET', '/api/curriculum', '/api/curriculum', creator.cookie],
      ['GET', '/api/notifications', '/api/notifications', creator.cookie],
      ['GET', '/api/admin/creators', '/api/admin/creators', staff.cookie],
      // A page that does not exist: 422, the app's error body.
      ['GET', '/api/admin/creators', '/api/admin/creators?page=-1', staff.cookie],
      // A creator on a staff route: 403.
      ['GET', '/api/admin/creators', '/api/admin/creators', creator.cookie],
    ];
    const statuses: number[] = [];
    for (const [method, route, url, cookie, init] of calls) {
      const response = await testApp.app.request(url, { method, headers: { cookie }, ...init });
      statuses.push(response.status);
      const operation = operationOf(document, method, route);
      const status = response.ok ? '2XX' : String(response.status);
      const validate = ajv.compile(responseSchema(document, operation, status));
      const body: unknown = await response.json();
      expect(validate(body), `${method} ${url}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      if (url === '/api/notifications')
        expect((body as { notifications: unknown[] }).notifications).toHaveLength(1);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 422, 403]);
  });

  it('names in the README’s hand-kept API table only calls it describes', async () => {
    const testApp = await createTestApp();
    const document = await fetchDocument(testApp);
    const readme = fs.readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('\n### API\n'));
    const table = section.slice(0, section.indexOf('\n## '));
    const calls = [...table.matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE) (\/[^`\s[?]*)/gm)].map(
      ([, method, path]) => `${method!} /api${path!}`,
    );
    expect(calls.length).toBeGreaterThan(40);
    const missing = calls.filter((call) => {
      const [method, path] = call.split(' ') as [string, string];
      const item = (document.paths as Record<string, Record<string, unknown>>)[openApiPath(path)];
      return !item?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
  });
});
