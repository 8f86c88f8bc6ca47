import { grantRolesByEmail } from '#server/auth/staff-role.ts';
import type { StaffRole } from '#shared/rules/staff-permissions.ts';
import type { TestApp } from './test-app.ts';

export const DEFAULT_PASSWORD = 'ember-path-2026';

let userCounter = 0;

export function uniqueEmail(prefix = 'creator'): string {
  userCounter += 1;
  return `${prefix}-${userCounter}-${Date.now()}@example.com`;
}

export function postJson(
  app: TestApp['app'],
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The Cookie header a browser would send back after this response. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * A creator signed up through the real endpoint; returns their session
 * cookie. Where the app requires a confirmed address, they confirm it with
 * the emailed link and their password first, as its page does.
 */
type CreateUserOptions = { email?: string; password?: string; name?: string; timeZone?: string };

export async function createUser(testApp: TestApp, overrides: CreateUserOptions = {}) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const response = await postJson(testApp.app, '/api/auth/sign-up/email', {
    email,
    password,
    name: overrides.name ?? '',
    ...(overrides.timeZone && { timeZone: overrides.timeZone }),
  });
  if (response.status !== 200)
    throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  if (!testApp.config.requireEmailVerification)
    return { id: body.user.id, email, password, cookie: cookieFrom(response) };
  const confirmed = await confirmEmail(testApp, email.toLowerCase(), { password });
  if (confirmed.status !== 200) throw new Error(`confirmation failed: ${confirmed.status}`);
  return { id: body.user.id, email, password, cookie: cookieFrom(confirmed) };
}

export function signIn(
  testApp: TestApp,
  credentials: { email: string; password: string },
  headers = {},
) {
  return postJson(testApp.app, '/api/auth/sign-in/email', credentials, headers);
}

/** A staff member, made the way an operator makes one (`npm run staff:grant`). */
/** A staff member holding `roles` (an admin unless told otherwise). */
export async function createStaff(
  testApp: TestApp,
  { roles = ['admin'], ...overrides }: CreateUserOptions & { roles?: StaffRole[] } = {},
) {
  const staff = await createUser(testApp, overrides);
  if (!(await grantRolesByEmail(testApp.db, staff.email, roles)))
    throw new Error('staff grant failed');
  return staff;
}

/** The first link in an email's text. */
export function linkIn(text: string): string {
  const match = /http\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}

/** The token of the newest email with this subject sent to `to`. */
export async function tokenFromInbox(testApp: TestApp, to: string, subject: string) {
  await testApp.outbox.settle();
  const sent = testApp.inbox.findLast((mail) => mail.to === to && mail.subject === subject);
  if (!sent) throw new Error(`no "${subject}" email to ${to}`);
  const token = new URL(linkIn(sent.text)).searchParams.get('token');
  if (!token) throw new Error(`no token in: ${sent.text}`);
  return token;
}

/**
 * Follows the newest "Confirm your email" link sent to `email` the way its
 * page does: with the account's password, or a new one (decision 006).
 */
export async function confirmEmail(
  testApp: TestApp,
  email: string,
  credential: { password: string } | { newPassword: string },
) {
  const token = await tokenFromInbox(testApp, email, 'Confirm your email for Emberpath');
  return postJson(testApp.app, '/api/auth/confirm-email', { token, ...credential });
}
