import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { PHONE } from './browser.ts';
import type { runningServer } from './running-server.ts';
import { cookieOf, PASSWORD, signUpThroughApi } from './sign-up.ts';

/** A server a file starts for itself, when what it does would change other files' world. */
export type OwnServer = Awaited<ReturnType<typeof runningServer>>;

/** The first line of the server's log matching `pattern`, waiting for the outbox to print it. */
export async function loggedLine(server: OwnServer, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const match = pattern.exec(server.log());
    if (match) return match[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing like ${pattern} in the server's log`);
}

/**
 * A staff member's session on `server`: an ADMIN_EMAILS address signed up and confirmed with
 * its logged link and its password, as an operator would.
 */
export async function confirmedStaffCookies(server: OwnServer, email: string): Promise<string> {
  expect((await signUpThroughApi(server.baseUrl, { email })).status).toBe(200);
  const link = await loggedLine(
    server,
    new RegExp(`${server.baseUrl}/auth/confirm-email\\?token=[\\w.-]+`),
  );
  const confirmed = await fetch(`${server.baseUrl}/api/auth/confirm-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: new URL(link).searchParams.get('token'), password: PASSWORD }),
  });
  expect(confirmed.status).toBe(200);
  return cookieOf(confirmed);
}

/** A browser page on `server`, signed in with the cookies of an API answer, at a size. */
export async function signedInPage(
  browser: Browser,
  server: OwnServer,
  cookies: string,
  viewport = PHONE,
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    baseURL: server.baseUrl,
    deviceScaleFactor: 1,
  });
  await context.addCookies(
    cookies.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.baseUrl };
    }),
  );
  return context.newPage();
}
