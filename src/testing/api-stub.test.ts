import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, heldReply, stubApi } from './api-stub.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('stubApi', () => {
  it('answers a route by method and path, a :name standing for one segment', async () => {
    stubApi({
      'GET /api/admin/webhooks/:endpointId': { id: 'wh-1' },
      'PATCH /api/admin/webhooks/:endpointId': (request) => ({ echoed: request.body }),
    });
    const got = await fetch('http://localhost/api/admin/webhooks/wh-1?x=1');
    expect(await got.json()).toEqual({ id: 'wh-1' });
    const patched = await fetch('http://localhost/api/admin/webhooks/wh-1', {
      method: 'PATCH',
      body: JSON.stringify({ isEnabled: false }),
    });
    expect(await patched.json()).toEqual({ echoed: { isEnabled: false } });
    const deeper = await fetch('http://localhost/api/admin/webhooks/wh-1/test');
    expect(deeper.status).toBe(404);
  });

  it('records every request with its query and body, and answers the unknown with a 404 in the server’s shape', async () => {
    const api = stubApi({ 'GET /api/a': { ok: true } });
    const unknown = await fetch('http://localhost/api/b', { method: 'POST', body: 'plain' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No stub for POST /api/b' },
    });
    await fetch('http://localhost/api/a?page=2');
    expect(api.sent()).toEqual(['POST /api/b', 'GET /api/a']);
    expect(api.requests[0]!.body).toBe('plain');
    expect(api.requests[1]!.query.get('page')).toBe('2');
    expect(api.changes().map((request) => request.method)).toEqual(['POST']);
  });

  it('gives the same Response to every request that asks, and holds a reply until released', async () => {
    const held = heldReply({ done: true });
    stubApi({
      'GET /api/refused': apiError(409, { code: 'CONFLICT', message: 'No.' }),
      'GET /api/held': held.reply,
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await fetch('http://localhost/api/refused');
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: { code: 'CONFLICT', message: 'No.' } });
    }
    let answered = false;
    const pending = fetch('http://localhost/api/held').then((response) => {
      answered = true;
      return response.json();
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).toBe(false);
    held.release();
    expect(await pending).toEqual({ done: true });
  });
});
