import { grantStaffByEmail } from '#server/auth/staff-role.ts';
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

/** A creator signed up through the real endpoint; returns their session cookie. */
export async function createUser(
  testApp: TestApp,
  overrides: { email?: string; password?: string; name?: string; timeZone?: string } = {},
) {
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
  return { id: body.user.id, email, password, cookie: cookieFrom(response) };
}

export function signIn(
  testApp: TestApp,
  credentials: { email: string; password: string },
  headers = {},
) {
  return postJson(testApp.app, '/api/auth/sign-in/email', credentials, headers);
}

/** A staff member, made the way an operator makes one (`npm run staff:grant`). */
export async function createStaff(
  testApp: TestApp,
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const staff = await createUser(testApp, overrides);
  if (!(await grantStaffByEmail(testApp.db, staff.email))) throw new Error('staff grant failed');
  return staff;
}
