import { describe, expect, it } from 'vitest';
import {
  isReachableAddress,
  parseWebhookUrl,
  resolveWebhookTarget,
  type WebhookNetworkPolicy,
} from './webhook-address.ts';

const production: WebhookNetworkPolicy = { allowsLoopback: false };
const laptop: WebhookNetworkPolicy = { allowsLoopback: true };

/** Whether staff could save the address (a literal host: no DNS is asked). */
async function isSaved(url: string, policy: WebhookNetworkPolicy): Promise<boolean> {
  try {
    await resolveWebhookTarget(parseWebhookUrl(url, policy), policy);
    return true;
  } catch {
    return false;
  }
}

/** Every way of writing an address inside that URLs and DNS answers admit, and the public ones beside them. */
const forms: [url: string, what: string, production: boolean, laptop: boolean][] = [
  ['https://93.184.216.34/in', 'public IPv4', true, true],
  ['https://[2606:4700::1111]/in', 'public IPv6', true, true],
  ['https://[::ffff:93.184.216.34]/in', 'IPv4-mapped, public', true, true],
  ['https://[64:ff9b::93.184.216.34]/in', 'NAT64, public', true, true],
  ['https://127.0.0.1/in', 'loopback', false, true],
  ['https://[::1]/in', 'IPv6 loopback', false, true],
  ['https://[::ffff:127.0.0.1]/in', 'IPv4-mapped loopback', false, true],
  ['https://2130706433/in', 'loopback as one number', false, true],
  ['https://0x7f.1/in', 'loopback in hex, short', false, true],
  ['https://127.1/in', 'loopback, short', false, true],
  ['https://[::127.0.0.1]/in', 'IPv4-compatible loopback', false, false],
  ['https://[::a9fe:a9fe]/in', 'IPv4-compatible link-local (cloud metadata)', false, false],
  ['https://[::10.0.0.1]/in', 'IPv4-compatible private', false, false],
  ['https://[::8.8.8.8]/in', 'IPv4-compatible, public (deprecated form)', false, false],
  ['https://[::ffff:10.0.0.1]/in', 'IPv4-mapped private', false, false],
  ['https://[::ffff:169.254.169.254]/in', 'IPv4-mapped link-local', false, false],
  ['https://[64:ff9b::10.0.0.1]/in', 'NAT64, private', false, false],
  ['https://[64:ff9b::127.0.0.1]/in', 'NAT64, loopback', false, false],
  ['https://[64:ff9b::169.254.169.254]/in', 'NAT64, link-local', false, false],
  ['https://[64:ff9b:1::a00:1]/in', 'local-use NAT64', false, false],
  ['https://[2002:a00:1::1]/in', '6to4, private', false, false],
  ['https://[2002:7f00:1::1]/in', '6to4, loopback', false, false],
  ['https://[2002:808:808::1]/in', '6to4, public (relays are not ours to trust)', false, false],
  ['https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/in', 'Teredo', false, false],
  ['https://[::ffff:0:10.0.0.1]/in', 'IPv4-translated (RFC 6145)', false, false],
  ['https://[::]/in', 'IPv6 unspecified', false, false],
  ['https://0.0.0.0/in', 'IPv4 unspecified', false, false],
  ['https://0/in', 'IPv4 unspecified as one number', false, false],
  ['https://10.0.0.8/in', 'private', false, false],
  ['https://100.64.0.1/in', 'carrier-grade NAT', false, false],
  ['https://169.254.169.254/in', 'link-local', false, false],
  ['https://224.0.0.1/in', 'multicast', false, false],
  ['https://255.255.255.255/in', 'broadcast', false, false],
  ['https://[fd00::1]/in', 'unique local', false, false],
  ['https://[fe80::1]/in', 'IPv6 link-local', false, false],
  ['https://[fec0::1]/in', 'site-local', false, false],
  ['https://[ff02::1]/in', 'IPv6 multicast', false, false],
];

describe('which addresses webhooks may reach', () => {
  it.each(forms)(
    '%s (%s): %s in production, %s on a laptop',
    async (url, _what, inProduction, onLaptop) => {
      expect(await isSaved(url, production)).toBe(inProduction);
      expect(await isSaved(url.replace('https:', 'http:'), laptop)).toBe(onLaptop);
    },
  );

  it('judges DNS answers in their written forms alike', () => {
    for (const [answer, isReachable] of [
      ['::ffff:10.0.0.1', false],
      ['::7f00:1', false],
      ['::a9fe:a9fe', false],
      ['64:ff9b::a00:1', false],
      ['64:ff9b::5db8:d822', true],
      ['2002:a00:1::1', false],
      ['93.184.216.34', true],
    ] as const) {
      expect(isReachableAddress(answer, production), answer).toBe(isReachable);
    }
  });
});
