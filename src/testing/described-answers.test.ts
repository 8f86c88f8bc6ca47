import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '#server/http/app-env.ts';
import { startWebhookReceiver } from './webhook-receiver.ts';
import {
  checkDescribedAnswers,
  compileEveryStatedAnswer,
  findUndescribed,
  takeUndescribedAnswers,
  type ReceivedAnswer,
} from './described-answers.ts';

const me = {
  user: {
    id: 'u1',
    email: 'maya@example.com',
    name: 'Maya',
    image: null,
    emailVerified: true,
    timeZone: 'Europe/Paris',
    timeZoneFollowsDevice: true,
  },
  isStaff: false,
  staffRoles: [],
  permissions: [],
};
const errorBody = { error: { code: 'NOT_FOUND', message: 'We could not find that.' } };

function answer(overrides: Partial<ReceivedAnswer> & { body?: unknown }): ReceivedAnswer {
  const { body, ...rest } = overrides;
  const text = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
  return {
    method: 'GET',
    route: '/api/me',
    url: '/api/me',
    status: 200,
    contentType: 'application/json',
    readBody: () => Promise.resolve(text),
    ...rest,
  };
}

describe('holding answers against the API description', () => {
  it('compiles every JSON answer it states under JSON Schema 2020-12, strictly', () => {
    expect(compileEveryStatedAnswer()).toBeGreaterThan(110);
  });

  it('passes an answer as stated, and an error in the error body', async () => {
    expect(await findUndescribed(answer({ body: me }))).toEqual([]);
    expect(await findUndescribed(answer({ status: 404, body: errorBody }))).toEqual([]);
    expect(
      await findUndescribed(answer({ route: undefined, status: 401, body: errorBody })),
    ).toEqual([]);
  });

  it('reports a body its schema refuses: a missing field, an extra one, a wrong type', async () => {
    const { isStaff: _isStaff, ...withoutIsStaff } = me;
    expect(await findUndescribed(answer({ body: withoutIsStaff }))).toEqual([
      "GET /api/me → 200: data must have required property 'isStaff'",
    ]);
    expect(await findUndescribed(answer({ body: { ...me, extra: 1 } }))).toEqual([
      'GET /api/me → 200: data must NOT have additional properties',
    ]);
    expect(
      await findUndescribed(
        answer({
          route: '/api/notifications/unread-count',
          url: '/api/notifications/unread-count',
          body: { unreadCount: 'three' },
        }),
      ),
    ).toEqual(['GET /api/notifications/unread-count → 200: data/unreadCount must be integer']);
  });

  it('reports a status the operation does not state, and an error not in the error body', async () => {
    expect(await findUndescribed(answer({ status: 201, body: me }))).toEqual([
      'GET /api/me → 201: the description states no answer with status 201',
    ]);
    expect(await findUndescribed(answer({ status: 409, body: { message: 'no' } }))).toEqual([
      "GET /api/me → 409: data must have required property 'error'; data must NOT have additional properties",
    ]);
  });

  it('checks files and redirects by content type and status, and a 304 has no body', async () => {
    const csv = { route: '/api/admin/claims/export.csv', url: '/api/admin/claims/export.csv' };
    expect(
      await findUndescribed(
        answer({ ...csv, contentType: 'text/csv; charset=utf-8', body: 'a,b' }),
      ),
    ).toEqual([]);
    expect(await findUndescribed(answer({ ...csv, body: [] }))).toEqual([
      'GET /api/admin/claims/export.csv → 200: application/json, not text/csv',
    ]);
    const progress = { route: '/api/progress', url: '/api/progress', status: 304 };
    expect(await findUndescribed(answer({ ...progress, contentType: undefined }))).toEqual([]);
    expect(await findUndescribed(answer({ ...progress, body: {} }))).toEqual([
      'GET /api/progress → 304: the description states no body, and one came',
    ]);
  });

  it('reports a route the description does not name', async () => {
    expect(await findUndescribed(answer({ route: '/api/me/secret', body: {} }))).toEqual([
      'GET /api/me → 200: GET /api/me/secret is not in the description',
    ]);
  });

  it('is what the test app runs around every request, by the route Hono matched', async () => {
    const app = new Hono<AppEnv>()
      .use(checkDescribedAnswers)
      .get('/api/me', (c) =>
        c.json({ user: null, isStaff: false, staffRoles: [], permissions: [] }),
      )
      .get('/api/notifications/unread-count', (c) => c.json({ unreadCount: 2 }, 201))
      .get('/elsewhere', (c) => c.text('not the API'));
    await app.request('/api/me');
    await app.request('/api/notifications/unread-count');
    await app.request('/elsewhere');
    expect(takeUndescribedAnswers()).toEqual([
      'GET /api/me → 200: data/user must be object',
      'GET /api/notifications/unread-count → 201: the description states no answer with status 201',
    ]);
    expect(takeUndescribedAnswers()).toEqual([]);
  });

  it('holds every webhook message a test receiver gets against its description', async () => {
    const receiver = await startWebhookReceiver();
    const post = (message: object) =>
      fetch(receiver.url, { method: 'POST', body: JSON.stringify(message) });
    try {
      await post({
        type: 'realm.completed',
        version: 1,
        timestamp: '2026-11-25T14:03:11.250Z',
        data: { creatorId: 'c1', realmId: 1, unlockedRealmId: null },
      });
      expect(takeUndescribedAnswers()).toEqual([]);
      await post({ type: 'realm.completed', timestamp: 'yesterday', data: { realmId: 1 } });
      await post({ type: 'realm.renamed', timestamp: '2026-11-25T14:03:11.250Z', data: {} });
      const problems = takeUndescribedAnswers();
      expect(problems[0]).toMatch(/^webhook realm\.completed: .*timestamp.*creatorId/);
      expect(problems.slice(1)).toEqual(['webhook realm.renamed: no such message is described']);
    } finally {
      await receiver.close();
    }
  });

  it('expects what creators wrote exactly where the endpoint includes answers', async () => {
    const withoutAnswers = await startWebhookReceiver();
    const withAnswers = await startWebhookReceiver([], { includesAnswers: true });
    const checkin = (data: object) => ({
      type: 'checkin.created',
      version: 1,
      timestamp: '2026-11-25T14:03:11.250Z',
      data: { creatorId: 'c1', localDate: '2026-11-25', ...data },
    });
    const post = (url: string, message: object) =>
      fetch(url, { method: 'POST', body: JSON.stringify(message) });
    try {
      await post(withoutAnswers.url, checkin({}));
      await post(withAnswers.url, checkin({ response: 'A good day', prompt: 'How was it?' }));
      expect(takeUndescribedAnswers()).toEqual([]);
      await post(withoutAnswers.url, checkin({ response: 'A good day', prompt: 'How was it?' }));
      await post(withAnswers.url, checkin({}));
      const problems = takeUndescribedAnswers();
      expect(problems).toHaveLength(2);
      expect(problems[0]).toMatch(/^webhook checkin\.created: .*response/);
      expect(problems[1]).toMatch(/^webhook checkin\.created: .*response/);
    } finally {
      await Promise.all([withoutAnswers.close(), withAnswers.close()]);
    }
  });
});
