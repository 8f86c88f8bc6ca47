import { authClient } from '#web/lib/auth-client.ts';
import { callAuth } from '../utils/call-auth.ts';

export type EmailCredentials = { email: string; password: string };

export function signInWithEmail({ email, password }: EmailCredentials) {
  return callAuth(() => authClient.signIn.email({ email, password }));
}

/** Returns whether the new account is already signed in (false while the email awaits confirmation). */
export async function signUpWithEmail({ email, password }: EmailCredentials): Promise<boolean> {
  const data = await callAuth(() => authClient.signUp.email({ email, password, name: '', callbackURL: '/' }));
  return Boolean(data?.token);
}

export function requestPasswordReset(email: string) {
  return callAuth(() => authClient.requestPasswordReset({ email, redirectTo: '/auth/reset-password' }));
}

export function resetPassword(input: { token: string; newPassword: string }) {
  return callAuth(() => authClient.resetPassword(input));
}

export function signInWithProvider(provider: string, callbackURL: string) {
  return callAuth(() => authClient.signIn.social({ provider, callbackURL }));
}

export function signOut() {
  return callAuth(() => authClient.signOut());
}
