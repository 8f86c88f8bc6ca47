import dns from 'node:dns';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses webhooks may reach. Production: https to public unicast
 * addresses only. `allowsLoopback` (tests and a laptop's local receiver,
 * refused by env.ts when NODE_ENV=production) also lets http:// reach
 * 127.0.0.0/8 and ::1 — never the private or link-local ranges.
 */
export type WebhookNetworkPolicy = { allowsLoopback: boolean };

export type ResolvedAddress = { address: string; family: 4 | 6 };

export class WebhookAddressError extends Error {}

/** Resolves a host name (or reads an address literal) to every address it names. */
export type HostResolver = (host: string) => Promise<ResolvedAddress[]>;

export const resolveWithDns: HostResolver = async (host) => {
  const found = await dns.promises.lookup(host, { all: true, verbatim: true });
  return found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
};

function isLoopback(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  return address.range() === 'loopback';
}

/** Public unicast, or loopback when the policy allows it; an IPv4-mapped IPv6 is judged as IPv4. */
export function isReachableAddress(text: string, policy: WebhookNetworkPolicy): boolean {
  if (!ipaddr.isValid(text)) return false;
  let address = ipaddr.parse(text);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  if (isLoopback(address)) return policy.allowsLoopback;
  return address.range() === 'unicast';
}

/** The URL checks that need no network: a parsable http(s) address without credentials. */
export function parseWebhookUrl(text: string, policy: WebhookNetworkPolicy): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new WebhookAddressError('Please enter a full address starting with https://.');
  }
  const isHttpAllowed = policy.allowsLoopback && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !isHttpAllowed) {
    throw new WebhookAddressError('Webhook addresses must start with https://.');
  }
  if (url.username || url.password) {
    throw new WebhookAddressError('Please leave the user name and password out of the address.');
  }
  return url;
}

/**
 * Resolves the URL's host and returns the address to connect to, refusing
 * the whole host when any of its addresses is private, loopback or
 * link-local (a name that also points inside is not a public endpoint).
 * Called when staff save an endpoint and again before every send, and the
 * send connects to the address returned here, so a DNS answer that changes
 * in between (rebinding) cannot steer it inside.
 */
export async function resolveWebhookTarget(
  url: URL,
  policy: WebhookNetworkPolicy,
  resolve: HostResolver = resolveWithDns,
): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: ResolvedAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new WebhookAddressError(`The host ${host} could not be found.`);
    }
  }
  if (addresses.length === 0) throw new WebhookAddressError(`The host ${host} could not be found.`);
  const refused = addresses.find((entry) => !isReachableAddress(entry.address, policy));
  if (refused) {
    throw new WebhookAddressError(
      `Webhooks cannot be sent to private, loopback or link-local addresses (${host} is ${refused.address}).`,
    );
  }
  return addresses[0]!;
}
