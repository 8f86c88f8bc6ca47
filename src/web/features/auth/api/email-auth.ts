import { callAuth } from '#web/lib/call-auth.ts';
import { toasterDemand } from '#web/lib/toaster-demand.ts';

export type EmailCredentials = { email: string; password: string };

/** better-auth's client is fetched when first needed, keeping it out of the first paint. */
const loadAuthClient = () => import('#web/lib/auth-client.ts').then((module) => module.authClient);

export function signInWithEmail({ email, password }: EmailCredentials) {
  return callAuth(async () => (await loadAuthClient()).signIn.email({ email, password }));
}

/** Returns whether the new account is already signed in (false while the email awaits confirmation). */
export async function signUpWithEmail({
  email,
  password,
  name,
}: EmailCredentials & { name: string }): Promise<boolean> {
  const data = await callAuth(async () =>
    (await loadAuthClient()).signUp.email({
      email,
      password,
      name,
      callbackURL: '/',
      // "Today" for check-ins is the creator's own day from the very first one.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    }),
  );
  return Boolean(data?.token);
}

/**
 * Emails the "Confirm your email" link again. The server answers alike for
 * any address, and refuses (429) past a few an hour for one address.
 */
export async function sendConfirmationAgain(email: string): Promise<void> {
  await callAuth(async () => (await loadAuthClient()).sendVerificationEmail({ email }));
}

export function requestPasswordReset(email: string) {
  return callAuth(async () =>
    (await loadAuthClient()).requestPasswordReset({ email, redirectTo: '/auth/reset-password' }),
  );
}

export function resetPassword(input: { token: string; newPassword: string }) {
  return callAuth(async () => (await loadAuthClient()).resetPassword(input));
}

export function signInWithProvider(provider: string, callbackURL: string) {
  return callAuth(async () => (await loadAuthClient()).signIn.social({ provider, callbackURL }));
}

export function signOut() {
  return callAuth(async () => (await loadAuthClient()).signOut());
}

/**
 * Warm the client, and the toaster that reports its answer, while the
 * creator is still typing: if the connection drops before they press the
 * button, "We could not reach Emberpath" still has something to show it with.
 * A preload that fails offline is not an error: the call itself says so.
 */
export function preloadAuthClient() {
  toasterDemand.want();
  loadAuthClient().catch(() => undefined);
}

/**
 * Follows a "Confirm your email" link: with the account's password, or a new
 * one that replaces it (decision 006). Signs the creator in.
 */
export function confirmEmail(
  input: { token: string } & ({ password: string } | { newPassword: string }),
) {
  return callAuth(async () =>
    (await loadAuthClient()).$fetch<{ status: boolean }>('/confirm-email', {
      method: 'POST',
      body: input,
    }),
  );
}
