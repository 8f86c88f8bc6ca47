import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvent } from '#server/db/schema/audit.ts';
import { buddyRequest } from '#server/db/schema/buddies.ts';
import { webhookDelivery, webhookEndpoint } from '#server/db/schema/integrations.ts';
import { invite } from '#server/db/schema/invites.ts';
import { emailOptOut, outboxEmail } from '#server/db/schema/outbox.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser, DEFAULT_PASSWORD } from '#testing/auth-helpers.ts';
import { requestBuddy, sendRequestByEmail } from '#testing/buddy-helpers.ts';
import { createEligibleCreator, inviteFor, sendInvite } from '#testing/invite-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { readZip } from '#testing/zip-helpers.ts';
import { recordAudit } from '../audit/audit.service.ts';

type Tables = Record<string, Record<string, unknown>[]>;

async function exportedTables(testApp: TestApp, cookie: string): Promise<Tables> {
  const response = await apiAs(testApp, cookie).account.export.$get();
  expect(response.status).toBe(200);
  const entries = await readZip(Buffer.from(await response.arrayBuffer()));
  return (JSON.parse(entries.get('emberpath-data.json')!.toString()) as { tables: Tables }).tables;
}

function deleteAccount(testApp: TestApp, creator: { cookie: string; email: string }) {
  return apiAs(testApp, creator.cookie).account.delete.$post({
    json: { email: creator.email, password: DEFAULT_PASSWORD },
  });
}

describe('what a creator’s export tells', () => {
  it('never tells a sender whose account an address is, nor that its owner blocked them', async () => {
    const testApp = await createTestApp();
    const sender = await createUser(testApp);
    const recipient = await createUser(testApp);
    await sendRequestByEmail(testApp, sender, recipient);
    const blocked = await apiAs(testApp, recipient.cookie).buddies.blocks.$post({
      json: { creatorId: sender.id },
    });
    expect(blocked.status).toBe(200);
    // A second request after the block is stored as blocked, kept from the recipient.
    await testApp.db.delete(buddyRequest).where(eq(buddyRequest.senderId, sender.id));
    expect((await requestBuddy(testApp, sender.cookie, { email: recipient.email })).status).toBe(
      201,
    );
    const [stored] = await testApp.db.select().from(buddyRequest);
    expect(stored).toMatchObject({ status: 'blocked', recipientId: recipient.id });

    const senderTables = await exportedTables(testApp, sender.cookie);
    expect(senderTables.buddy_request).toEqual([
      expect.objectContaining({
        senderId: sender.id,
        recipientEmail: recipient.email.toLowerCase(),
        recipientId: null,
        status: 'waiting',
      }),
    ]);
    expect(senderTables.buddy_block).toEqual([]);
    expect(JSON.stringify(senderTables)).not.toContain(recipient.id);

    // The blocker keeps their own block, and is not shown the request kept from them.
    const recipientTables = await exportedTables(testApp, recipient.cookie);
    expect(recipientTables.buddy_block).toEqual([
      expect.objectContaining({ blockerId: recipient.id, blockedId: sender.id }),
    ]);
    expect(recipientTables.buddy_request).toEqual([]);
  });

  it('holds emails sent to the address only from when it became the account’s, and only once it is verified', async () => {
    const testApp = await createTestApp();
    const address = 'owner@example.com';
    await testApp.db.insert(outboxEmail).values({
      kind: 'invitation',
      to: address,
      subject: 'Sent before anyone signed up with this address',
      text: 'x',
      createdAt: new Date(Date.now() - 60_000),
    });
    const squatter = await createUser(testApp, { email: address });
    await testApp.db.insert(outboxEmail).values({
      kind: 'invitation',
      to: address,
      subject: 'Sent after the account existed',
      text: 'x',
    });

    // Unverified: nothing sent to the address is theirs to read.
    expect((await exportedTables(testApp, squatter.cookie)).outbox_email).toEqual([]);

    await testApp.db.execute(
      sql`update "user" set email_verified = true where id = ${squatter.id}`,
    );
    const subjects = (await exportedTables(testApp, squatter.cookie)).outbox_email!.map(
      (row) => row.subject,
    );
    expect(subjects).toContain('Sent after the account existed');
    expect(subjects).not.toContain('Sent before anyone signed up with this address');
  });
});

describe('deleting an account', () => {
  it('erases what knows the creator by address: opt-outs, invitations and buddy requests sent to it', async () => {
    const testApp = await createTestApp();
    const inviter = await createEligibleCreator(testApp);
    const address = 'leaving@example.com';
    expect((await sendInvite(testApp, inviter.cookie, inviteFor(address))).status).toBe(201);
    const leaving = await createUser(testApp, { email: address });
    const friend = await createUser(testApp);
    await testApp.db.insert(emailOptOut).values({ email: leaving.email, kind: 'reminder' });
    // A request by email stored before the address had an account knows it by address only.
    await testApp.db
      .insert(buddyRequest)
      .values({ senderId: friend.id, recipientEmail: leaving.email.toLowerCase() });

    expect((await deleteAccount(testApp, leaving)).status).toBe(200);

    const byAddress = (rows: { value: string | null }[]) =>
      rows.filter((row) => row.value?.toLowerCase() === leaving.email.toLowerCase());
    expect(
      byAddress(await testApp.db.select({ value: emailOptOut.email }).from(emailOptOut)),
    ).toEqual([]);
    expect(byAddress(await testApp.db.select({ value: invite.inviteeEmail }).from(invite))).toEqual(
      [],
    );
    expect(
      byAddress(await testApp.db.select({ value: buddyRequest.recipientEmail }).from(buddyRequest)),
    ).toEqual([]);
  });

  it('removes webhook messages about the creator, sent or waiting, and keeps everyone else’s', async () => {
    const testApp = await createTestApp();
    const [endpoint] = await testApp.db
      .insert(webhookEndpoint)
      .values({
        url: 'https://hooks.example.com/in',
        eventTypes: ['creator.signed_up', 'buddy.paired'],
        secret: 'whsec_test',
      })
      .returning();
    // Signing up writes creator.signed_up (with the address and name) to the outbox.
    const leaving = await createUser(testApp, { email: 'hooked@example.com' });
    const staying = await createUser(testApp);
    // One already delivered, and one about another creator that names the leaving one.
    await testApp.db.insert(webhookDelivery).values([
      {
        endpointId: endpoint!.id,
        messageId: 'msg_delivered',
        eventType: 'creator.signed_up',
        orderKey: leaving.id,
        body: JSON.stringify({ data: { email: leaving.email } }),
        status: 'delivered',
        deliveredAt: new Date(),
      },
      {
        endpointId: endpoint!.id,
        messageId: 'msg_pair',
        eventType: 'buddy.paired',
        orderKey: staying.id,
        body: JSON.stringify({ data: { creatorId: staying.id, buddyId: leaving.id } }),
      },
    ]);
    const bodies = async () =>
      (await testApp.db.select({ body: webhookDelivery.body }).from(webhookDelivery)).map(
        (row) => row.body,
      );
    expect((await bodies()).filter((body) => body.includes(leaving.email))).toHaveLength(2);

    expect((await deleteAccount(testApp, leaving)).status).toBe(200);

    const left = await bodies();
    expect(
      left.filter((body) => body.includes(leaving.id) || body.includes(leaving.email)),
    ).toEqual([]);
    // The other creator's sign-up is still sent.
    expect(left.filter((body) => body.includes(staying.email))).toHaveLength(1);
  });

  it('erases emails that name the exact address, never one that merely contains it', async () => {
    const testApp = await createTestApp();
    const leaving = await createUser(testApp, { email: 'n@x.io' });
    await createUser(testApp, { email: 'ann@x.io' });
    const about = (address: string) => ({
      kind: 'kit-claimed',
      to: 'staff@example.com',
      subject: `A kit to ship for ${address}.`,
      text: `Ship it to ${address}.`,
    });
    await testApp.db
      .insert(outboxEmail)
      .values([about('n@x.io'), about('ann@x.io'), about('n@x.io.example')]);

    expect((await deleteAccount(testApp, leaving)).status).toBe(200);

    const subjects = (await testApp.db.select().from(outboxEmail)).map((row) => row.subject);
    expect(subjects).toContain('A kit to ship for ann@x.io.');
    expect(subjects).toContain('A kit to ship for n@x.io.example.');
    expect(subjects.filter((subject) => subject.includes('n@x.io.'))).not.toContain(
      'A kit to ship for n@x.io.',
    );
  });

  it('refuses to delete the last admin, in the words of the role change', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const refused = await deleteAccount(testApp, staff);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: {
        title: 'Last Admin',
        message: 'Someone else must be an admin before this person stops being one.',
      },
    });
    expect((await apiAs(testApp, staff.cookie).me.$get()).status).toBe(200);
  });

  it('keeps a deleted staff member’s actions in the audit trail under a stable pseudonym', async () => {
    const testApp = await createTestApp();
    const leaving = await createStaff(testApp);
    await createStaff(testApp);
    for (const id of [1, 2])
      await recordAudit(testApp.db, {
        actor: { id: leaving.id, email: leaving.email },
        action: 'quest.update',
        target: { type: 'quest', id },
      });

    expect((await deleteAccount(testApp, leaving)).status).toBe(200);

    const rows = await testApp.db.select().from(auditEvent);
    expect(rows).toHaveLength(2);
    const pseudonyms = new Set(rows.map((row) => row.actorEmail));
    expect(pseudonyms.size).toBe(1);
    expect([...pseudonyms][0]).toMatch(/^former-staff-[0-9a-f]{12}$/);
    expect(rows.map((row) => row.action)).toEqual(['quest.update', 'quest.update']);
  });
});

describe('the audit trail', () => {
  it('refuses TRUNCATE as it refuses UPDATE and DELETE', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    await recordAudit(testApp.db, {
      actor: { id: staff.id, email: staff.email },
      action: 'quest.update',
      target: { type: 'quest', id: 1 },
    });
    for (const statement of [
      sql`truncate audit_event`,
      sql`delete from audit_event`,
      sql`update audit_event set actor_email = 'former-staff-forged'`,
    ]) {
      const refusal = await testApp.db.execute(statement).then(
        () => undefined,
        (error: Error) => error,
      );
      // The database's own words, under the driver's "Failed query".
      expect(String((refusal?.cause as Error | undefined)?.message)).toMatch(/append-only/);
    }
    expect(await testApp.db.select().from(auditEvent)).toHaveLength(1);
  });
});
