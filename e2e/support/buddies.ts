import type { Page } from 'playwright-core';
import { baseUrl, uniqueEmail } from './browser.ts';
import { cookieOf, signUpThroughApi } from './sign-up.ts';

/**
 * Another creator, signed up outside the browser, asks the creator signed in
 * on `page` to be buddies by email; with `accept`, that creator accepts. For
 * audits of screens that need a request or a buddy.
 */
export async function receiveBuddyRequest(
  page: Page,
  options: { accept: boolean; name?: string },
): Promise<void> {
  const signUp = await signUpThroughApi(baseUrl(), {
    email: uniqueEmail('buddy'),
    name: options.name ?? 'Audit Buddy',
  });
  if (!signUp.ok) throw new Error(`buddy sign-up failed: ${signUp.status}`);
  const cookie = cookieOf(signUp);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { email: string } };
  const request = await fetch(`${baseUrl()}/api/buddies/requests`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ email: me.user.email }),
  });
  if (request.status !== 201) throw new Error(`buddy request failed: ${request.status}`);
  if (!options.accept) return;
  const overview = (await (await page.request.get('/api/buddies/overview')).json()) as {
    incoming: { id: number }[];
  };
  const accepted = await page.request.post(
    `/api/buddies/requests/${overview.incoming[0]!.id}/accept`,
  );
  if (accepted.status() !== 200) throw new Error(`accept failed: ${accepted.status()}`);
}
