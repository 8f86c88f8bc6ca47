import { createAuthClient } from 'better-auth/client';
import { inferAdditionalFields } from 'better-auth/client/plugins';

/** better-auth's own client for sign-in, sign-up, sign-out and password reset. */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  plugins: [inferAdditionalFields({ user: { timeZone: { type: 'string', required: false } } })],
});
