import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '#server/db/schema/auth.ts';
import { apiAs } from '#testing/api-client.ts';
import { createUser } from '#testing/auth-helpers.ts';
import {
  notificationKindsOf,
  overviewOf,
  requestBuddy,
  sendRequestByEmail,
} from '#testing/buddy-helpers.ts';
import { claimKit, finishRealmTasks } from '#testing/journey-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';

describe('buddy requests by email', () => {
  it('answer the same whether or not the address has an account, and only its owner learns of it', async () => {
    const testApp = await createTestApp();
    const sender = await createUser(testApp, { name: 'Maya Rivera' });
    const owner = await createUser(testApp, { name: 'Jonas Berg' });

    const toAccount = await requestBuddy(testApp, sender.cookie, { email: owner.email });
    const toNobody = await requestBuddy(testApp, sender.cookie, {
      email: 'nobody-here@example.com',
    });
    expect(toAccount.status).toBe(201);
    expect(toNobody.status).toBe(201);
    const [first, second] = [await toAccount.json(), await toNobody.json()];
    expect(Object.keys(first.request).sort()).toEqual(Object.keys(second.request).sort());
    expect(first.request.email).toBe(owner.email.toLowerCase());
    expect(second.request.email).toBe('nobody-here@example.com');

    // The sender's list shows both the same way: the address typed, nothing more.
    const sent = (await overviewOf(testApp, sender.cookie)).sent;
    expect(sent.map((request) => ({ email: request.email, to: request.to }))).toEqual([
      { email: 'nobody-here@example.com', to: null },
      { email: owner.email.toLowerCase(), to: null },
    ]);

    const incoming = (await overviewOf(testApp, owner.cookie)).incoming;
    expect(incoming).toHaveLength(1);
    // Not findable, so sharing nothing of the profile beyond the name.
    expect(incoming[0]!.from).toEqual({
      id: sender.id,
      name: 'Maya Rivera',
      avatar: null,
      about: null,
    });
    expect(await notificationKindsOf(testApp, owner.id)).toEqual([
      expect.objectContaining({ kind: 'buddy-request', title: 'New Buddy Request' }),
    ]);
    expect(await notificationKindsOf(testApp, sender.id)).toEqual([]);
  });

  it('look the same when the address has no account or its owner blocked the sender; another realm is refused (decision 028)', async () => {
    const testApp = await createTestApp();
    const sender = await createUser(testApp);
    const ahead = await createUser(testApp);
    await finishRealmTasks(testApp, ahead.cookie, 1);
    await claimKit(testApp, ahead.cookie, 1);
    const blocker = await createUser(testApp);
    await sendRequestByEmail(testApp, sender, blocker);
    await apiAs(testApp, blocker.cookie).buddies.blocks.$post({ json: { creatorId: sender.id } });
    await finishRealmTasks(testApp, blocker.cookie, 1);
    await claimKit(testApp, blocker.cookie, 1);

    const statuses = [];
    // The blocker is in another realm too: the block still wins, and stays unsaid.
    for (const email of [blocker.email, 'no-account@example.com', 'another-one@example.com']) {
      statuses.push((await requestBuddy(testApp, sender.cookie, { email })).status);
    }
    expect(statuses).toEqual([201, 201, 201]);
    const otherRealm = await requestBuddy(testApp, sender.cookie, { email: ahead.email });
    expect(otherRealm.status).toBe(409);
    const refusal = JSON.stringify(await otherRealm.json());
    expect(refusal).toContain('Different Realms');
    expect(refusal).not.toContain('Structure');
    // The new request to the blocker looks open to its sender, like the two without an account.
    expect((await overviewOf(testApp, sender.cookie)).sent).toHaveLength(3);
  });

  it('ring the recipient’s bell once a day, however often a request is sent and cancelled', async () => {
    const testApp = await createTestApp();
    const sender = await createUser(testApp);
    const owner = await createUser(testApp);
    for (let round = 0; round < 40; round += 1) {
      const sent = await requestBuddy(testApp, sender.cookie, { email: owner.email });
      expect(sent.status).toBe(201);
      const { request } = await sent.json();
      const cancelled = await apiAs(testApp, sender.cookie).buddies.requests[
        ':requestId'
      ].cancel.$post({ param: { requestId: String(request.id) } });
      expect(cancelled.status).toBe(200);
    }
    expect(await notificationKindsOf(testApp, owner.id)).toHaveLength(1);
  });

  it('never fail for a long name: the notification is shortened to fit', async () => {
    const testApp = await createTestApp();
    const sender = await createUser(testApp);
    const owner = await createUser(testApp);
    // A name from before names were bounded on every body type.
    await testApp.db
      .update(user)
      .set({ name: 'N'.repeat(5_000) })
      .where(eq(user.id, sender.id));
    expect((await requestBuddy(testApp, sender.cookie, { email: owner.email })).status).toBe(201);
    const [notified] = await notificationKindsOf(testApp, owner.id);
    expect(notified!.body.length).toBeLessThanOrEqual(500);
    expect(notified!.body.endsWith('…')).toBe(true);
  });

  it('repeat nothing when sent twice, and the sender can cancel', async () => {
    const testApp = await createTestApp();
    const sender = await createUser(testApp);
    const owner = await createUser(testApp);
    const first = await requestBuddy(testApp, sender.cookie, { email: owner.email });
    const again = await requestBuddy(testApp, sender.cookie, {
      email: `  ${owner.email.toUpperCase()} `,
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const { request } = await first.json();
    expect((await again.json()).request.id).toBe(request.id);
    expect(await notificationKindsOf(testApp, owner.id)).toHaveLength(1);

    const cancel = (cookie: string) =>
      apiAs(testApp, cookie).buddies.requests[':requestId'].cancel.$post({
        param: { requestId: String(request.id) },
      });
    // Only its sender can take it back.
    expect((await cancel(owner.cookie)).status).toBe(404);
    expect((await cancel(sender.cookie)).status).toBe(200);
    expect((await cancel(sender.cookie)).status).toBe(404);
    expect((await overviewOf(testApp, owner.cookie)).incoming).toEqual([]);
    expect((await overviewOf(testApp, sender.cookie)).sent).toEqual([]);
  });

  it('are declined quietly: the sender is not told', async () => {
    const testApp = await createTestApp();
    const sender = await createUser(testApp);
    const owner = await createUser(testApp);
    const requestId = await sendRequestByEmail(testApp, sender, owner);
    const decline = (cookie: string) =>
      apiAs(testApp, cookie).buddies.requests[':requestId'].decline.$post({
        param: { requestId: String(requestId) },
      });
    expect((await decline(sender.cookie)).status).toBe(404);
    expect((await decline(owner.cookie)).status).toBe(200);
    expect((await overviewOf(testApp, owner.cookie)).incoming).toEqual([]);
    expect(await notificationKindsOf(testApp, sender.id)).toEqual([]);
    expect((await decline(owner.cookie)).status).toBe(404);
  });

  it('refuse one’s own address, a malformed one, and a request naming nobody or two', async () => {
    const testApp = await createTestApp();
    const sender = await createUser(testApp);
    const own = await requestBuddy(testApp, sender.cookie, { email: sender.email.toUpperCase() });
    expect(own.status).toBe(422);
    expect(await own.json()).toMatchObject({ error: { title: 'That’s You' } });
    const malformed = await requestBuddy(testApp, sender.cookie, { email: 'maya-at-example' });
    expect(malformed.status).toBe(422);
    expect(await malformed.json()).toMatchObject({ error: { title: 'Check the Address' } });
    expect((await requestBuddy(testApp, sender.cookie, {})).status).toBe(422);
    expect(
      (await requestBuddy(testApp, sender.cookie, { email: 'a@example.com', creatorId: 'x' }))
        .status,
    ).toBe(422);
    const tooLong = await requestBuddy(testApp, sender.cookie, {
      email: `${'a'.repeat(250)}@example.com`,
    });
    expect(tooLong.status).toBe(422);
    expect((await overviewOf(testApp, sender.cookie)).sent).toEqual([]);
  });

  it('never leave more than ten waiting, even when twenty are sent at once (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp();
    const sender = await createUser(testApp);
    const statuses = (
      await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          requestBuddy(testApp, sender.cookie, { email: `someone-${index}@example.com` }),
        ),
      )
    ).map((response) => Number(response.status));
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    expect((await overviewOf(testApp, sender.cookie)).sent).toHaveLength(10);
  });

  it('are for signed-in creators only, and another creator’s request is a 404', async () => {
    const testApp = await createTestApp();
    expect(
      (
        await testApp.app.request('/api/buddies/requests', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'a@example.com' }),
        })
      ).status,
    ).toBe(401);
    const sender = await createUser(testApp);
    const owner = await createUser(testApp);
    const stranger = await createUser(testApp);
    const requestId = await sendRequestByEmail(testApp, sender, owner);
    const accept = await apiAs(testApp, stranger.cookie).buddies.requests[
      ':requestId'
    ].accept.$post({ param: { requestId: String(requestId) } });
    expect(accept.status).toBe(404);
    const badId = await apiAs(testApp, owner.cookie).buddies.requests[':requestId'].accept.$post({
      param: { requestId: 'not-a-number' },
    });
    expect(badId.status).toBe(422);
  });
});
