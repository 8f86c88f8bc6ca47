import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvent } from '#server/db/schema/audit.ts';
import { outboxEmail } from '#server/db/schema/outbox.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import {
  createEligibleCreator,
  inviteFor,
  sendInvite,
  invitationCodeFor,
  joinThroughInvitation,
} from '#testing/invite-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

async function failedEmail(testApp: TestApp) {
  const [row] = await testApp.db
    .insert(outboxEmail)
    .values({
      kind: 'kit-claim',
      to: 'lead@example.com',
      subject: 'Ember Kit to ship: Maya',
      text: 'Ship it',
      status: 'failed',
      attempts: 8,
      lastError: 'connect ECONNREFUSED 127.0.0.1:587',
    })
    .returning();
  return row!;
}

describe('the outbox in the console', { timeout: 60_000 }, () => {
  it('lists every email with status, attempts and last error, and counts the failed on the home', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    await testApp.outbox.settle();
    const failed = await failedEmail(testApp);
    const api = apiAs(testApp, staff.cookie);

    const all = await (await api.admin.emails.$get({ query: {} })).json();
    expect(all.items[0]).toMatchObject({
      id: failed.id,
      status: 'failed',
      attempts: 8,
      lastError: 'connect ECONNREFUSED 127.0.0.1:587',
      to: 'lead@example.com',
    });
    const onlyFailed = await (await api.admin.emails.$get({ query: { status: 'failed' } })).json();
    expect(onlyFailed.items.map((email) => email.id)).toEqual([failed.id]);
    expect(await (await api.admin.summary.$get()).json()).toMatchObject({ failedEmails: 1 });
  });

  it('retries a failed email now, delivers it, and audits the retry; a sent one is 409', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const failed = await failedEmail(testApp);
    const retry = (emailId: number) =>
      apiAs(testApp, staff.cookie).admin.emails[':emailId'].retry.$post({
        param: { emailId: String(emailId) },
      });
    expect((await retry(failed.id)).status).toBe(200);
    await testApp.outbox.settle();
    const [after] = await testApp.db
      .select()
      .from(outboxEmail)
      .where(eq(outboxEmail.id, failed.id));
    expect(after).toMatchObject({ status: 'logged', attempts: 1, lastError: null });
    expect(testApp.inbox.some((email) => email.subject === 'Ember Kit to ship: Maya')).toBe(true);
    expect((await retry(failed.id)).status).toBe(409);
    expect((await retry(999_999)).status).toBe(404);
    const audit = await testApp.db.select().from(auditEvent);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'email.retry',
      targetType: 'email',
      targetId: String(failed.id),
      actorId: staff.id,
      before: { status: 'failed', attempts: 8 },
      after: { status: 'pending', attempts: 0 },
    });
    const summary = await (await apiAs(testApp, staff.cookie).admin.summary.$get()).json();
    expect(summary.failedEmails).toBe(0);
  });
});

describe('invitations in the console', { timeout: 90_000 }, () => {
  it('shows who invited whom, the status and the dates, never the code', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const inviter = await createEligibleCreator(testApp, { name: 'Ines Inviter' });
    expect((await sendInvite(testApp, inviter.cookie, inviteFor('noor@example.com'))).status).toBe(
      201,
    );
    const code = await invitationCodeFor(testApp, 'noor@example.com');
    const invitee = await joinThroughInvitation(testApp, code, 'noor@example.com');

    const page = await (
      await apiAs(testApp, staff.cookie).admin.invitations.$get({ query: {} })
    ).json();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      inviterId: inviter.id,
      inviterName: 'Ines Inviter',
      inviteeName: 'Noor Haddad',
      inviteeEmail: 'noor@example.com',
      status: 'accepted',
      acceptedUserId: invitee.id,
      acceptedUserEmail: 'noor@example.com',
    });
    expect(page.items[0]!.acceptedAt).not.toBeNull();
    expect(JSON.stringify(page)).not.toContain('codeHash');
    const creator = await createUser(testApp);
    expect(
      (await apiAs(testApp, creator.cookie).admin.invitations.$get({ query: {} })).status,
    ).toBe(403);
    const detail = await (
      await apiAs(testApp, staff.cookie).admin.creators[':userId'].$get({
        param: { userId: inviter.id },
      })
    ).json();
    expect(detail.invitations.map((invitation) => invitation.inviteeEmail)).toEqual([
      'noor@example.com',
    ]);
  });
});

describe('the audit trail', { timeout: 60_000 }, () => {
  it('cannot be changed or removed', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);
    await apiAs(testApp, staff.cookie).admin.creators[':userId'].roles.$put({
      param: { userId: creator.id },
      json: { roles: ['admin'] },
    });
    await expect(
      testApp.db.execute(sql`update audit_event set action = 'nothing'`),
    ).rejects.toThrow();
    await expect(testApp.db.execute(sql`delete from audit_event`)).rejects.toThrow();
    expect(await testApp.db.select().from(auditEvent)).toHaveLength(1);
  });
});
