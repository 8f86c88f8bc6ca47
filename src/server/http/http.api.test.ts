import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '#server/db/client.ts';
import { createUser, postJson } from '#testing/auth-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';
import { pino } from 'pino';
import type { AppEnv } from './app-env.ts';
import { handleError } from './error-handler.ts';
import { validate } from './validate.ts';
import { createHealthRoutes } from '#server/features/health/health.routes.ts';
import { requestLogger } from './request-logger.ts';

describe('health', () => {
  it('answers /healthz and /readyz when the database answers', async () => {
    const { app } = await createTestApp();
    expect(await (await app.request('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('reports not ready when the database does not answer', async () => {
    const unreachable = await openDatabase({
      kind: 'postgres',
      url: 'postgres://127.0.0.1:9/none',
    });
    const app = new Hono<AppEnv>()
      .use(requestLogger(pino({ level: 'silent' })))
      .route('/', createHealthRoutes({ pingDatabase: unreachable.ping }));
    const response = await app.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable' });
    await unreachable.close();
  });
});

describe('API guard rails', () => {
  it('answers anonymous calls to any non-auth API with 401', async () => {
    const { app } = await createTestApp();
    for (const path of ['/api/me', '/api/progress', '/api/admin/anything', '/api/nothing-here']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' },
      });
    }
  });

  it('answers an unknown API path with a JSON 404 for a signed-in creator', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const response = await testApp.app.request('/api/nothing-here', {
      headers: { cookie: creator.cookie },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'We could not find that.' },
    });
  });

  it('refuses request bodies over the limit with 413', async () => {
    const { app } = await createTestApp();
    const response = await postJson(app, '/api/auth/sign-in/email', {
      email: 'a'.repeat(2 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('sends the security headers on every answer', async () => {
    const { app } = await createTestApp();
    const response = await app.request('/healthz');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS only behind https', async () => {
    const { app } = await createTestApp({ trustProxy: true });
    const response = await app.request('/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });
});

describe('errors', () => {
  const app = new Hono<AppEnv>()
    .use(requestLogger(pino({ level: 'silent' })))
    .post('/echo', validate('json', z.object({ name: z.string().min(1), age: z.number() })), (c) =>
      c.json(c.req.valid('json')),
    )
    .get('/boom', () => {
      throw new Error('database password is hunter2');
    });
  app.onError(handleError);

  it('answers an invalid body with 422 listing every problem', async () => {
    const response = await postJson(app, '/echo', { name: '', age: 'old' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      error: { code: string; problems: { path: string }[] };
    };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.problems.map((problem) => problem.path)).toEqual(['name', 'age']);
  });

  it('answers malformed JSON with a clear 4xx', async () => {
    const response = await app.request('/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(422);
  });

  it('answers an unexpected error with a generic 500 and no detail', async () => {
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('hunter2');
    expect(JSON.parse(text)).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
    });
  });
});
