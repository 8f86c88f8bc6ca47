import type { SendInviteInput } from '#shared/schemas/invites.ts';
import { apiAs } from './api-client.ts';
import {
  confirmEmail,
  cookieFrom,
  createUser,
  DEFAULT_PASSWORD,
  postJson,
} from './auth-helpers.ts';
import { claimKit, finishRealmTasks } from './journey-helpers.ts';
import type { TestApp } from './test-app.ts';

/** A creator who has completed realms 1 and 2, so holds the right to invite one creator. */
export async function createEligibleCreator(
  testApp: TestApp,
  overrides: Parameters<typeof createUser>[1] = {},
  options: { worksheetName?: string } = {},
) {
  const creator = await createUser(testApp, overrides);
  for (const realmId of [1, 2]) {
    await finishRealmTasks(testApp, creator.cookie, realmId, options);
    const claim = await claimKit(testApp, creator.cookie, realmId);
    if (claim.status !== 201) throw new Error(`claim realm ${realmId}: ${claim.status}`);
  }
  return creator;
}

export const inviteFor = (email: string, extra: SendInviteInput = {}): SendInviteInput => ({
  inviteeName: 'Noor Haddad',
  inviteeEmail: email,
  ...extra,
});

export function sendInvite(testApp: TestApp, cookie: string | undefined, invite: SendInviteInput) {
  return apiAs(testApp, cookie).invites.$post({ json: invite });
}

/** The code in the link of the invitation email sent to `to` (after the outbox has delivered). */
export async function invitationCodeFor(testApp: TestApp, to: string): Promise<string> {
  await testApp.outbox.settle();
  const email = testApp.inbox.findLast(
    (candidate) => candidate.to === to && candidate.subject.endsWith('invited you to Emberpath'),
  );
  const code = email && /\/auth\?invite=([\w-]+)/.exec(email.text)?.[1];
  if (!code) throw new Error(`no invitation email to ${to}`);
  return code;
}

export function lookUpInvite(testApp: TestApp, code: string) {
  return apiAs(testApp).invites['by-code'][':code'].$get({ param: { code } });
}

/** Opens the invitation link as a visitor would: the cookie it sets carries it to sign-up. */
export async function openInvitation(testApp: TestApp, code: string): Promise<string> {
  return cookieFrom(await lookUpInvite(testApp, code));
}

/** Signs up with the browser's cookies (an opened invitation among them); returns the new user's id. */
export async function signUpWithCookies(testApp: TestApp, cookies: string, email: string) {
  const response = await postJson(
    testApp.app,
    '/api/auth/sign-up/email',
    { email, password: DEFAULT_PASSWORD, name: '' },
    { cookie: cookies },
  );
  if (response.status !== 200) throw new Error(`sign-up: ${response.status}`);
  // A copy: the test may read the answer itself.
  const body = (await response.clone().json()) as { user: { id: string } };
  return { id: body.user.id, cookie: cookieFrom(response), response };
}

/**
 * Opens the invitation, signs up with it and, for an address other than the
 * invited one, confirms it: that is when the invitation counts as accepted
 * (decision 037). The invited address is proven by the link itself (039).
 */
export async function joinThroughInvitation(testApp: TestApp, code: string, email: string) {
  const joined = await signUpWithCookies(testApp, await openInvitation(testApp, code), email);
  const body = (await joined.response.clone().json()) as { user: { emailVerified: boolean } };
  if (body.user.emailVerified) return joined;
  const confirmed = await confirmEmail(testApp, email, { password: DEFAULT_PASSWORD });
  if (confirmed.status !== 200) throw new Error(`confirmation: ${confirmed.status}`);
  return joined;
}
