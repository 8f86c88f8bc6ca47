/**
 * What a "Confirm your email" link's token says about itself: the address it
 * confirms and when it expires. Read only to word the page; the server
 * checks the token's signature when it is used.
 */
export function readLinkToken(token: string | null, now = Date.now()) {
  if (!token) return undefined;
  try {
    const base64 = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const payload = JSON.parse(atob(base64)) as { email?: unknown; exp?: unknown };
    if (typeof payload.email !== 'string' || typeof payload.exp !== 'number') return undefined;
    return { email: payload.email, isExpired: payload.exp * 1000 <= now };
  } catch {
    return undefined;
  }
}
