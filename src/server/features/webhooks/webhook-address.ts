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

/** RFC 6052's well-known NAT64 prefix: a gateway sends the packet on to the IPv4 address in its last 32 bits. */
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');
/** IPv4-compatible IPv6 (deprecated by RFC 4291): a v4 address in disguise, public unicast to ipaddr.js. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * Public unicast, or loopback when the policy allows it. An IPv4-mapped
 * address is judged as its IPv4, and so is NAT64's (public unicast only);
 * IPv4-compatible addresses are refused, and so are the other forms that
 * carry an IPv4 address elsewhere (6to4, Teredo, RFC 6145, local NAT64),
 * which ipaddr.js ranges outside unicast.
 */
export function isReachableAddress(text: string, policy: WebhookNetworkPolicy): boolean {
  if (!ipaddr.isValid(text)) return false;
  const address = ipaddr.parse(text);
  if (address.kind() === 'ipv6') {
    const v6 = address as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return isReachableAddress(v6.toIPv4Address().toString(), policy);
    if (v6.match(NAT64)) {
      return ipaddr.fromByteArray(v6.toByteArray().slice(12)).range() === 'unicast';
    }
    if (v6.range() !== 'loopback' && v6.match(IPV4_COMPATIBLE)) return false;
  }
  if (address.range() === 'loopback') return policy.allowsLoopback;
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
