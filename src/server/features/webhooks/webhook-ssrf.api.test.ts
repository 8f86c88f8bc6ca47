import { describe, expect, it } from 'vitest';
import { createStaff } from '#testing/auth-helpers.ts';
import { apiAs } from '#testing/api-client.ts';
import { createTestApp } from '#testing/test-app.ts';
import { startWebhookReceiver } from '#testing/webhook-receiver.ts';
import type { ResolvedAddress } from './webhook-address.ts';

/** DNS as the tests want it: each name's answers, which a test may change between save and send. */
function fakeDns(answers: Record<string, string[]>) {
  const resolve = async (host: string): Promise<ResolvedAddress[]> => {
    const found = answers[host];
    if (!found) throw new Error('ENOTFOUND');
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { answers, resolve };
}

describe('webhook addresses (SSRF)', () => {
  it('refuses http, and private, loopback and link-local addresses when staff save', async () => {
    const dns = fakeDns({
      'hooks.example.com': ['93.184.216.34'],
      'intranet.example.com': ['10.1.2.3'],
      'split.example.com': ['93.184.216.34', '192.168.1.10'],
      'metadata.example.com': ['169.254.169.254'],
    });
    const testApp = await createTestApp({}, { resolveHost: dns.resolve });
    const staff = await createStaff(testApp);
    const api = apiAs(testApp, staff.cookie);
    const save = (url: string) =>
      api.admin.webhooks.$post({ json: { url, eventTypes: ['quest.completed'] } });

    const refused = {
      'http://hooks.example.com/in': 'Webhook addresses must start with https://.',
      'https://127.0.0.1/in': '(127.0.0.1 is 127.0.0.1)',
      'https://[::1]/in': '(::1 is ::1)',
      'https://[::ffff:127.0.0.1]/in': 'private, loopback or link-local',
      'https://10.0.0.8/in': '(10.0.0.8 is 10.0.0.8)',
      'https://172.16.5.4/in': 'private, loopback or link-local',
      'https://[fd00::1]/in': 'private, loopback or link-local',
      'https://[fe80::1]/in': 'private, loopback or link-local',
      'https://0.0.0.0/in': 'private, loopback or link-local',
      'https://intranet.example.com/in': '(intranet.example.com is 10.1.2.3)',
      'https://split.example.com/in': '(split.example.com is 192.168.1.10)',
      'https://metadata.example.com/in': '(metadata.example.com is 169.254.169.254)',
      'https://nowhere.example.com/in': 'The host nowhere.example.com could not be found.',
      'https://user:pass@hooks.example.com/in': 'Please leave the user name and password out',
      'not a url': 'Please enter a full address starting with https://.',
    };
    for (const [url, words] of Object.entries(refused)) {
      const response = await save(url);
      expect(response.status, url).toBe(422);
      const body = (await response.json()) as unknown as {
        error: { message: string; problems: unknown };
      };
      expect(body.error.message, url).toContain(words);
      expect(body.error.problems).toEqual([{ path: 'url', message: body.error.message }]);
    }
    expect((await save('https://hooks.example.com/in')).status).toBe(201);
    // Saved endpoints can be changed to a refused address no more than added with one.
    const listResponse = await api.admin.webhooks.$get();
    expect(listResponse.status, await listResponse.clone().text()).toBe(200);
    const listed = await listResponse.json();
    const changed = await api.admin.webhooks[':endpointId'].$patch({
      param: { endpointId: listed.endpoints[0]!.id },
      json: { url: 'https://intranet.example.com/in' },
    });
    expect(changed.status).toBe(422);
  });

  it('checks again at send time and connects to the checked address: a rebound name reaches nothing', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const dns = fakeDns({ 'hooks.example.com': ['93.184.216.34'] });
      const testApp = await createTestApp({}, { resolveHost: dns.resolve });
      const staff = await createStaff(testApp);
      const api = apiAs(testApp, staff.cookie);
      const created = await (
        await api.admin.webhooks.$post({
          json: {
            url: `https://hooks.example.com:${receiver.port}/in`,
            eventTypes: ['quest.completed'],
          },
        })
      ).json();
      // After saving, the name now answers with this machine.
      dns.answers['hooks.example.com'] = ['127.0.0.1'];
      await api.admin.webhooks[':endpointId'].test.$post({
        param: { endpointId: created.endpoint.id },
      });
      await testApp.webhooks.settle();
      const log = await (
        await api.admin.webhooks[':endpointId'].deliveries.$get({
          param: { endpointId: created.endpoint.id },
          query: {},
        })
      ).json();
      expect(log.deliveries[0]).toMatchObject({ status: 'pending', attempts: 1 });
      expect(log.deliveries[0]!.lastError).toBe(
        'Webhooks cannot be sent to private, loopback or link-local addresses (hooks.example.com is 127.0.0.1).',
      );
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });

  it('refuses the loopback test override in production', async () => {
    const { readEnv } = await import('../../env.ts');
    expect(() => readEnv({ NODE_ENV: 'production', WEBHOOKS_ALLOW_LOOPBACK: 'true' })).toThrow(
      /WEBHOOKS_ALLOW_LOOPBACK .* cannot be set when NODE_ENV=production/,
    );
    expect(
      readEnv({ NODE_ENV: 'test', WEBHOOKS_ALLOW_LOOPBACK: 'true' }).WEBHOOKS_ALLOW_LOOPBACK,
    ).toBe(true);
  });
});
