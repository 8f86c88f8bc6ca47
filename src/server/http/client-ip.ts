import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';

/** Set by this server only (any incoming value is replaced); read by better-auth's rate limiter. */
export const CLIENT_IP_HEADER = 'x-emberpath-client-ip';

/**
 * Behind a trusted proxy the client is the last address it appended to
 * X-Forwarded-For; otherwise it is the socket's peer.
 */
export function clientIp(options: { trustProxy: boolean }) {
  return createMiddleware(async (c, next) => {
    const forwarded = c.req.header('x-forwarded-for');
    const ip =
      options.trustProxy && forwarded ? forwarded.split(',').at(-1)!.trim() : safeRemoteAddress(c);
    const headers = c.req.raw.headers;
    headers.delete(CLIENT_IP_HEADER);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    await next();
  });
}

function safeRemoteAddress(c: Parameters<typeof getConnInfo>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Requests made in-process (tests) have no socket.
    return undefined;
  }
}
