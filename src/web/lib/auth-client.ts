import { createAuthClient } from 'better-auth/client';

/** better-auth's own client for sign-in, sign-up, sign-out and password reset. */
export const authClient = createAuthClient({ baseURL: window.location.origin });
