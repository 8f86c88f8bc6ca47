import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invite } from '#server/db/schema/invites.ts';
import { cookieFrom, postJson } from '#testing/auth-helpers.ts';
import {
  createEligibleCreator,
  invitationCodeFor,
  inviteFor,
  openInvitation,
  sendInvite,
} from '#testing/invite-helpers.ts';
import { freePort } from '#testing/server-process.ts';
import { createTestApp, TEST_APP_URL } from '#testing/test-app.ts';

/** A real OpenID Connect provider on a local port, signing in the invited person. */
let provider: OAuth2Server;
const invitedPerson = { sub: 'noor-1', email: 'noor@example.com', name: 'Noor Haddad' };

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(await freePort(), '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, invitedPerson, { email_verified: true });
  });
  provider.service.on('beforeUserinfo', (response) => {
    response.body = { ...invitedPerson, email_verified: true };
  });
});

afterAll(async () => {
  await provider.stop();
});

describe('signing up through a provider with an invitation', () => {
  it('accepts the invitation when the provider creates the account', async () => {
    const testApp = await createTestApp({
      oidc: {
        discoveryUrl: `${provider.issuer.url}/.well-known/openid-configuration`,
        clientId: 'emberpath-test',
        clientSecret: 'test-secret',
        name: 'Emberpath ID',
      },
    });
    const inviter = await createEligibleCreator(testApp);
    expect((await sendInvite(testApp, inviter.cookie, inviteFor('noor@example.com'))).status).toBe(
      201,
    );
    const inviteCookie = await openInvitation(
      testApp,
      await invitationCodeFor(testApp, 'noor@example.com'),
    );

    // The browser's round trip: start at the app, sign in at the provider, come back to the callback.
    const start = await postJson(
      testApp.app,
      '/api/auth/sign-in/social',
      { provider: 'oidc', callbackURL: '/' },
      { cookie: inviteCookie },
    );
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    const atProvider = await fetch(url, { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location')!);
    expect(callback.origin).toBe(TEST_APP_URL);
    const back = await testApp.app.request(`${callback.pathname}${callback.search}`, {
      headers: { cookie: `${cookieFrom(start)}; ${inviteCookie}` },
    });
    expect(back.status).toBe(302);

    const [row] = await testApp.db.select().from(invite).where(eq(invite.inviterId, inviter.id));
    expect(row!.status).toBe('accepted');
    expect(row!.acceptedUserId).not.toBeNull();
  });
});
