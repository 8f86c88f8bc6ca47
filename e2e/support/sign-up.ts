import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The password every creator the tests make signs up with. */
export const PASSWORD = 'ember-path-2026';

/** The session cookie an answer set, ready for a `cookie` header. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * A creator signed up through the API of the server at `baseUrl` (a process
 * the test started), without a browser. The answer is returned as it came:
 * a test about sign-up itself looks at it.
 */
export function signUpThroughApi(
  baseUrl: string,
  input: { email: string; name?: string; password?: string },
): Promise<Response> {
  return fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: input.email,
      password: input.password ?? PASSWORD,
      name: input.name ?? '',
    }),
  });
}

/** A creator signed up through the API from `page`'s browser profile, which is then signed in as them. */
export async function signUpInPage(page: Page, input: { email: string; name: string }) {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email: input.email, password: PASSWORD, name: input.name },
  });
  expect(response.status()).toBe(200);
}
