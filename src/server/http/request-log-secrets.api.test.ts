import { describe, expect, it } from 'vitest';
import { createLogger } from '#server/logger.ts';
import { createUser, linkIn, postJson } from '#testing/auth-helpers.ts';
import {
  createEligibleCreator,
  invitationCodeFor,
  inviteFor,
  sendInvite,
} from '#testing/invite-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';

describe('the request log', () => {
  it('never holds a reset link’s token or an invitation’s code, only where they were', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    const testApp = await createTestApp({}, { logger });
    const creator = await createUser(testApp);

    await postJson(testApp.app, '/api/auth/request-password-reset', {
      email: creator.email,
      redirectTo: '/auth/reset-password',
    });
    await testApp.outbox.settle();
    const resetEmail = testApp.inbox.find(
      (sent) => sent.subject === 'Reset your Emberpath password',
    );
    const link = new URL(linkIn(resetEmail!.text));
    const resetToken = link.pathname.split('/').at(-1)!;
    const landing = await testApp.app.request(link.pathname + link.search);
    expect(landing.status).toBe(302);
    const reset = await postJson(testApp.app, `/api/auth/reset-password?token=${resetToken}`, {
      newPassword: 'a-new-flame-42',
    });
    expect(reset.status).toBe(200);

    const inviter = await createEligibleCreator(testApp);
    await sendInvite(testApp, inviter.cookie, inviteFor('noor@example.com'));
    const code = await invitationCodeFor(testApp, 'noor@example.com');
    expect((await testApp.app.request(`/api/invites/by-code/${code}`)).status).toBe(200);

    const requests = lines
      .map((line) => JSON.parse(line) as { msg: string; path?: string; query?: string })
      .filter((entry) => entry.msg === 'request');
    expect(requests.map((entry) => entry.path)).toEqual(
      expect.arrayContaining([
        '/api/auth/reset-password/[redacted]',
        '/api/invites/by-code/[redacted]',
      ]),
    );
    expect(requests).toContainEqual(
      expect.objectContaining({ path: '/api/auth/reset-password', query: 'token=[redacted]' }),
    );
    const requestLog = lines.filter((line) => line.includes('"msg":"request"')).join('\n');
    expect(requestLog).not.toContain(resetToken);
    expect(requestLog).not.toContain(code);
  });
});
