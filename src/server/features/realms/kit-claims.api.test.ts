import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvent } from '#server/db/schema/audit.ts';
import { webhookDelivery, webhookEndpoint } from '#server/db/schema/integrations.ts';
import { rewardClaim, rewardClaimHistory } from '#server/db/schema/journey.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { apiAs } from '#testing/api-client.ts';
import { claimKit, finishRealmTasks, readProgress, validClaim } from '#testing/journey-helpers.ts';
import { createTestApp, TEST_APP_URL, type TestApp } from '#testing/test-app.ts';

async function creatorWithClaim(testApp: TestApp, claim: Partial<typeof validClaim> = {}) {
  const creator = await createUser(testApp);
  await finishRealmTasks(testApp, creator.cookie, 1);
  const response = await claimKit(testApp, creator.cookie, 1, { ...validClaim, ...claim });
  const { claim: stored } = (await response.json()) as { claim: { id: number } };
  return { ...creator, claimId: stored.id };
}

const moveClaim = (testApp: TestApp, cookie: string, claimId: number, body: object) =>
  apiAs(testApp, cookie).admin.claims[':claimId'].status.$post({
    param: { claimId: String(claimId) },
    json: body as { status: 'packed' },
  });

describe('the kit claims queue', { timeout: 60_000 }, () => {
  it('lists claims oldest first (newest first when asked) with every shipping field, filtered and searched', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const first = await creatorWithClaim(testApp, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    const second = await creatorWithClaim(testApp, {
      name: 'Grace Hopper',
      email: 'grace@example.com',
    });
    const api = apiAs(testApp, staff.cookie);

    const all = await (await api.admin.claims.$get({ query: {} })).json();
    expect(all.items.map((claim) => claim.id)).toEqual([first.claimId, second.claimId]);
    const newest = await (await api.admin.claims.$get({ query: { sort: 'newest' } })).json();
    expect(newest.items.map((claim) => claim.id)).toEqual([second.claimId, first.claimId]);
    const badSort = await api.admin.claims.$get({ query: { sort: 'random' as 'newest' } });
    expect(badSort.status).toBe(422);
    expect(newest.items[0]).toMatchObject({
      name: 'Grace Hopper',
      address: validClaim.address,
      city: validClaim.city,
      state: validClaim.state,
      zipCode: validClaim.zipCode,
      specialInstructions: validClaim.specialInstructions,
      status: 'pending',
      realmId: 1,
    });

    const byName = await (await api.admin.claims.$get({ query: { search: 'ada' } })).json();
    expect(byName.items.map((claim) => claim.id)).toEqual([first.claimId]);
    const byEmail = await (await api.admin.claims.$get({ query: { search: 'GRACE@' } })).json();
    expect(byEmail.items.map((claim) => claim.id)).toEqual([second.claimId]);
    const wildcard = await (await api.admin.claims.$get({ query: { search: '%' } })).json();
    expect(wildcard.items).toEqual([]);

    await moveClaim(testApp, staff.cookie, first.claimId, { status: 'packed' });
    const packed = await (await api.admin.claims.$get({ query: { status: 'packed' } })).json();
    expect(packed.items.map((claim) => claim.id)).toEqual([first.claimId]);
    const realm2 = await (await api.admin.claims.$get({ query: { realm: '2' } })).json();
    expect(realm2.items).toEqual([]);
  });

  it('pages with a bounded size and a stable order', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const claims = [];
    for (let index = 0; index < 3; index += 1) claims.push(await creatorWithClaim(testApp));
    const api = apiAs(testApp, staff.cookie);
    const page1 = await (await api.admin.claims.$get({ query: { pageSize: '2' } })).json();
    const page2 = await (
      await api.admin.claims.$get({ query: { pageSize: '2', page: '2' } })
    ).json();
    expect(page1).toMatchObject({ page: 1, pageSize: 2, hasMore: true });
    expect(page2).toMatchObject({ page: 2, hasMore: false });
    expect([...page1.items, ...page2.items].map((claim) => claim.id)).toEqual(
      claims.map((claim) => claim.claimId),
    );
    const tooBig = await api.admin.claims.$get({ query: { pageSize: '101' } });
    expect(tooBig.status).toBe(422);
    const badStatus = await api.admin.claims.$get({ query: { status: 'lost' as 'pending' } });
    expect(badStatus.status).toBe(422);
  });
});

describe('moving a kit along', { timeout: 60_000 }, () => {
  it('goes pending → packed → shipped → delivered, telling the creator each time', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await creatorWithClaim(testApp);

    expect(
      (await moveClaim(testApp, staff.cookie, creator.claimId, { status: 'packed' })).status,
    ).toBe(200);
    const shipped = await moveClaim(testApp, staff.cookie, creator.claimId, {
      status: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(shipped.status).toBe(200);
    expect(await shipped.json()).toMatchObject({
      claim: { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    });

    const progress = await readProgress(testApp, creator.cookie);
    expect(progress.rewardsClaimed[0]).toMatchObject({
      status: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(progress.rewardsClaimed[0]!.shippedAt).not.toBeNull();

    const bell = await (await apiAs(testApp, creator.cookie).notifications.$get()).json();
    const titles = bell.notifications.map((notification) => notification.title);
    expect(titles).toContain('Your Ember Kit is Packed');
    expect(titles).toContain('Your Ember Kit Has Shipped!');
    const shippedNote = bell.notifications.find(
      (note) => note.title === 'Your Ember Kit Has Shipped!',
    )!;
    expect(shippedNote).toMatchObject({ kind: 'kit-status', actionPath: '/realms' });
    expect(shippedNote.body).toContain('1Z999AA10123456784');

    await testApp.outbox.settle();
    const email = testApp.inbox.find((sent) =>
      sent.subject.startsWith('Your Ember Kit Has Shipped!'),
    )!;
    expect(email.to).toBe(validClaim.email);
    expect(email.text).toContain('UPS');
    expect(email.text).toContain('1Z999AA10123456784');
    // The tracking number opens the carrier's page; the journey map is at the app's public address.
    expect(email.text).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(email.text).toContain(`Follow it on your journey map: ${TEST_APP_URL}/realms`);

    expect(
      (await moveClaim(testApp, staff.cookie, creator.claimId, { status: 'delivered' })).status,
    ).toBe(200);
    expect((await readProgress(testApp, creator.cookie)).rewardsClaimed[0]).toMatchObject({
      status: 'delivered',
    });
  });

  it('cancels with a reason the creator is told', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await creatorWithClaim(testApp);
    const noReason = await moveClaim(testApp, staff.cookie, creator.claimId, {
      status: 'cancelled',
      cancelReason: '  ',
    });
    expect(noReason.status).toBe(422);
    const cancelled = await moveClaim(testApp, staff.cookie, creator.claimId, {
      status: 'cancelled',
      cancelReason: 'The address could not be reached.',
    });
    expect(cancelled.status).toBe(200);
    await testApp.outbox.settle();
    const cancelledEmail = testApp.inbox.find((sent) =>
      sent.subject.startsWith('Your Ember Kit Was Cancelled'),
    )!.text;
    expect(cancelledEmail).toContain('The address could not be reached.');
    expect(cancelledEmail).toContain(
      `Correct the address and claim again on your journey map: ${TEST_APP_URL}/realms`,
    );
    expect((await readProgress(testApp, creator.cookie)).rewardsClaimed[0]).toMatchObject({
      status: 'cancelled',
      cancelReason: 'The address could not be reached.',
    });
  });

  it('refuses steps out of order with 409 and changes nothing', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await creatorWithClaim(testApp);
    const ship = { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z' };
    const refused = [
      { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z' },
      { status: 'delivered' },
    ];
    for (const body of refused) {
      const response = await moveClaim(testApp, staff.cookie, creator.claimId, body);
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ error: { title: 'Status Not Changed' } });
    }
    await moveClaim(testApp, staff.cookie, creator.claimId, { status: 'packed' });
    expect(
      (await moveClaim(testApp, staff.cookie, creator.claimId, { status: 'packed' })).status,
    ).toBe(409);
    await moveClaim(testApp, staff.cookie, creator.claimId, ship);
    expect(
      (
        await moveClaim(testApp, staff.cookie, creator.claimId, {
          status: 'cancelled',
          cancelReason: 'Late',
        })
      ).status,
    ).toBe(409);
    expect(
      (await moveClaim(testApp, staff.cookie, creator.claimId, { status: 'pending' })).status,
    ).toBe(409);
    expect((await moveClaim(testApp, staff.cookie, 999_999, { status: 'packed' })).status).toBe(
      404,
    );
    const noTracking = await moveClaim(testApp, staff.cookie, creator.claimId, {
      status: 'shipped',
      carrier: 'UPS',
    });
    expect(noTracking.status).toBe(422);
    expect((await readProgress(testApp, creator.cookie)).rewardsClaimed[0]).toMatchObject({
      status: 'shipped',
    });
  });

  it('never skips shipped, and never moves a delivered or cancelled kit', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const delivered = await creatorWithClaim(testApp);
    const cancelled = await creatorWithClaim(testApp);
    const ship = { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z' };
    const cancel = { status: 'cancelled', cancelReason: 'Out of stock' };
    const move = (claimId: number, body: object) => moveClaim(testApp, staff.cookie, claimId, body);

    expect((await move(delivered.claimId, { status: 'packed' })).status).toBe(200);
    expect((await move(delivered.claimId, { status: 'delivered' })).status).toBe(409);
    expect((await move(delivered.claimId, ship)).status).toBe(200);
    expect((await move(delivered.claimId, { status: 'delivered' })).status).toBe(200);
    for (const body of [{ status: 'packed' }, ship, cancel, { status: 'delivered' }])
      expect((await move(delivered.claimId, body)).status).toBe(409);

    expect((await move(cancelled.claimId, cancel)).status).toBe(200);
    for (const body of [{ status: 'packed' }, ship, { status: 'delivered' }, cancel])
      expect((await move(cancelled.claimId, body)).status).toBe(409);
    expect((await readProgress(testApp, cancelled.cookie)).rewardsClaimed[0]).toMatchObject({
      status: 'cancelled',
    });
  });

  it('moves a kit once under 20 parallel requests: one notification, one email, one audit row (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await creatorWithClaim(testApp);
    await moveClaim(testApp, staff.cookie, creator.claimId, { status: 'packed' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        moveClaim(testApp, staff.cookie, creator.claimId, {
          status: 'shipped',
          carrier: 'UPS',
          trackingNumber: `TRACK-${index}`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const bell = await (await apiAs(testApp, creator.cookie).notifications.$get()).json();
    expect(
      bell.notifications.filter((note) => note.title === 'Your Ember Kit Has Shipped!'),
    ).toHaveLength(1);
    await testApp.outbox.settle();
    expect(
      testApp.inbox.filter((sent) => sent.subject.startsWith('Your Ember Kit Has Shipped!')),
    ).toHaveLength(1);
    const audit = await testApp.db.select().from(auditEvent);
    expect(
      audit.filter((row) => (row.after as { status: string }).status === 'shipped'),
    ).toHaveLength(1);
  });

  it('writes who moved which kit from what to what in the audit trail', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await creatorWithClaim(testApp);
    await moveClaim(testApp, staff.cookie, creator.claimId, { status: 'packed' });
    const trail = await (await apiAs(testApp, staff.cookie).admin.audit.$get({ query: {} })).json();
    expect(trail.items).toHaveLength(1);
    expect(trail.items[0]).toMatchObject({
      actorId: staff.id,
      actorEmail: staff.email,
      action: 'kit-claim.status',
      targetType: 'kit-claim',
      targetId: String(creator.claimId),
      before: { status: 'pending' },
      after: { status: 'packed' },
    });
  });
});

describe('the claims CSV', { timeout: 60_000 }, () => {
  it('streams the filtered claims as RFC 4180 with formulas neutralised', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    await creatorWithClaim(testApp, {
      name: '=HYPERLINK("http://evil.example","Click")',
      address: '1 Main St, Apt "B"\nBack door',
      city: '+1 Town',
      state: '-State',
      zipCode: '@zip',
      specialInstructions: 'Ring twice',
    });
    await creatorWithClaim(testApp, { name: 'Zed Plain' });
    const response = await apiAs(testApp, staff.cookie).admin.claims['export.csv'].$get({
      query: { search: '=hyper' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const text = await response.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Claim,Realm,Status,Name,Email,Address,City,State,ZIP,Special instructions,Carrier,Tracking number,Cancel reason,Claimed at,Shipped at,Delivered at',
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).toContain('"1 Main St, Apt ""B""\nBack door"');
    expect(text).toContain(",'+1 Town,'-State,'@zip,Ring twice,");
    expect(text).not.toContain('Zed Plain');
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('exports every claim across batches', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await creatorWithClaim(testApp);
    // 1,200 more claims, past two export batches, written straight to the table.
    await testApp.db.execute(sql`insert into reward_claim (user_id, realm_id, name, email, address)
      select null, 1, 'Bulk ' || i, 'bulk' || i || '@example.com', 'Street ' || i
      from generate_series(1, 1200) i`);
    const text = await (
      await apiAs(testApp, staff.cookie).admin.claims['export.csv'].$get({ query: {} })
    ).text();
    const rows = text.trimEnd().split('\r\n');
    expect(rows).toHaveLength(1 + 1201);
    expect(new Set(rows).size).toBe(rows.length);
    expect(text).toContain(String(creator.claimId));
  });

  it('lets staff reopen a cancelled claim once under 20 parallel requests, audited, the creator told (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await creatorWithClaim(testApp);
    await moveClaim(testApp, staff.cookie, creator.claimId, {
      status: 'cancelled',
      cancelReason: 'Out of stock',
    });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        moveClaim(testApp, staff.cookie, creator.claimId, { status: 'pending' }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([
      200,
      ...Array<number>(19).fill(409),
    ]);
    const audits = await testApp.db
      .select()
      .from(auditEvent)
      .where(sql`${auditEvent.action} = 'kit-claim.reopen'`);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      before: expect.objectContaining({ status: 'cancelled', cancelReason: 'Out of stock' }),
      after: expect.objectContaining({ status: 'pending', cancelReason: null }),
    });
    expect((await readProgress(testApp, creator.cookie)).rewardsClaimed[0]).toMatchObject({
      status: 'pending',
      cancelReason: null,
    });
    await testApp.outbox.settle();
    expect(
      testApp.inbox.filter((sent) => sent.subject.startsWith('Your Ember Kit Claim Was Reopened')),
    ).toHaveLength(1);
    // Reopened, it moves on as any pending kit.
    expect(
      (await moveClaim(testApp, staff.cookie, creator.claimId, { status: 'packed' })).status,
    ).toBe(200);
  });

  it('lets the creator correct the address of a cancelled kit and claim it again, once (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await creatorWithClaim(testApp);
    const api = apiAs(testApp, creator.cookie);
    const claimAgain = (address: string) =>
      api.realms[':realmId']['claim-again'].$post({
        param: { realmId: '1' },
        json: { ...validClaim, address },
      });

    // Not cancelled: nothing to claim again.
    const early = await claimAgain('1 New Street');
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: { title: 'Already Claimed' } });

    await moveClaim(testApp, staff.cookie, creator.claimId, {
      status: 'cancelled',
      cancelReason: 'The address could not be reached.',
    });
    const blank = await api.realms[':realmId']['claim-again'].$post({
      param: { realmId: '1' },
      json: { ...validClaim, address: '  ' },
    });
    expect(blank.status).toBe(422);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => claimAgain('12 Corrected Road')),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([
      200,
      ...Array<number>(19).fill(409),
    ]);
    const claims = await (
      await apiAs(testApp, staff.cookie).admin.claims.$get({ query: {} })
    ).json();
    expect(claims.items).toHaveLength(1);
    expect(claims.items[0]).toMatchObject({
      id: creator.claimId,
      status: 'pending',
      address: '12 Corrected Road',
      cancelReason: null,
    });
    const other = await createUser(testApp);
    const none = await apiAs(testApp, other.cookie).realms[':realmId']['claim-again'].$post({
      param: { realmId: '1' },
      json: validClaim,
    });
    expect(none.status).toBe(404);
  });

  it('gives the creator the address of their last claim for the next form', async () => {
    const testApp = await createTestApp();
    const fresh = await createUser(testApp);
    expect(await (await apiAs(testApp, fresh.cookie).realms['last-claim'].$get()).json()).toEqual({
      address: null,
    });
    const creator = await creatorWithClaim(testApp, { address: '7 Lantern Lane' });
    expect(await (await apiAs(testApp, creator.cookie).realms['last-claim'].$get()).json()).toEqual(
      {
        address: {
          name: validClaim.name,
          address: '7 Lantern Lane',
          city: validClaim.city,
          state: validClaim.state,
          zipCode: validClaim.zipCode,
        },
      },
    );
  });
});

/** Claims made `days` ago, as if the creators had claimed then. */
async function backdateClaims(testApp: TestApp, claimIds: number[], days: number) {
  for (const claimId of claimIds) {
    await testApp.db
      .update(rewardClaim)
      .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
      .where(sql`${rewardClaim.id} = ${claimId}`);
  }
}

const moveClaims = (testApp: TestApp, cookie: string, body: object) =>
  apiAs(testApp, cookie).admin.claims.status.$post({
    json: body as { claimIds: number[]; status: 'packed' },
  });

/** An endpoint listening for kit moves: each move leaves one delivery row to count. */
const listenForKitMoves = (testApp: TestApp) =>
  testApp.db.insert(webhookEndpoint).values({
    url: 'https://hooks.example.com/kits',
    eventTypes: ['kit.status_changed'],
    secret: 'whsec_test',
  });

const kitMoveDeliveries = async (testApp: TestApp) =>
  (await testApp.db.select().from(webhookDelivery)).filter(
    (row) => row.eventType === 'kit.status_changed',
  );

describe('the queue as a work queue', { timeout: 60_000 }, () => {
  it('marks claims overdue by the insights rule: still pending or packed five days after the claim', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const latePending = await creatorWithClaim(testApp);
    const latePacked = await creatorWithClaim(testApp);
    const lateShipped = await creatorWithClaim(testApp);
    const recent = await creatorWithClaim(testApp);
    await moveClaim(testApp, staff.cookie, latePacked.claimId, { status: 'packed' });
    await moveClaim(testApp, staff.cookie, lateShipped.claimId, { status: 'packed' });
    await moveClaim(testApp, staff.cookie, lateShipped.claimId, {
      status: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z',
    });
    await backdateClaims(
      testApp,
      [latePending.claimId, latePacked.claimId, lateShipped.claimId],
      6,
    );
    await backdateClaims(testApp, [recent.claimId], 4);
    const api = apiAs(testApp, staff.cookie);
    const queue = await (await api.admin.claims.$get({ query: {} })).json();
    const overdue = Object.fromEntries(queue.items.map((claim) => [claim.id, claim.overdue]));
    expect(overdue).toEqual({
      [latePending.claimId]: true,
      [latePacked.claimId]: true,
      [lateShipped.claimId]: false,
      [recent.claimId]: false,
    });
    const operations = await (await api.admin.insights.operations.$get({ query: {} })).json();
    expect(operations.kits.overdue).toBe(2);
  });

  it('moves many claims a step at once, each audited, its creator told and its webhook sent', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    await listenForKitMoves(testApp);
    const creators = [await creatorWithClaim(testApp), await creatorWithClaim(testApp)];
    const claimIds = creators.map((creator) => creator.claimId);

    const packed = await moveClaims(testApp, staff.cookie, { claimIds, status: 'packed' });
    expect(packed.status).toBe(200);
    const body = await packed.json();
    expect(body.claims.map((claim) => [claim.id, claim.status])).toEqual(
      claimIds.map((id) => [id, 'packed']),
    );
    expect(body.claims.every((claim) => claim.packedAt !== null && claim.shippedAt === null)).toBe(
      true,
    );
    for (const creator of creators) {
      const bell = await (await apiAs(testApp, creator.cookie).notifications.$get()).json();
      expect(bell.notifications.map((note) => note.title)).toContain('Your Ember Kit is Packed');
    }
    await testApp.outbox.settle();
    expect(
      testApp.inbox.filter((sent) => sent.subject.startsWith('Your Ember Kit is Packed')),
    ).toHaveLength(2);
    const audit = await testApp.db.select().from(auditEvent);
    expect(audit.map((row) => [row.action, row.targetId]).sort()).toEqual(
      claimIds.map((id) => ['kit-claim.status', String(id)]).sort(),
    );
    expect(await kitMoveDeliveries(testApp)).toHaveLength(2);
  });

  it('moves all or none: one claim that cannot take the step refuses the request, naming it', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const ready = await creatorWithClaim(testApp);
    const already = await creatorWithClaim(testApp, { name: 'Ada Lovelace' });
    await moveClaim(testApp, staff.cookie, already.claimId, { status: 'packed' });
    const both = [ready.claimId, already.claimId];

    const refused = await moveClaims(testApp, staff.cookie, { claimIds: both, status: 'packed' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: {
        title: 'Status Not Changed',
        message: expect.stringContaining('Ada Lovelace (packed)'),
      },
    });
    const unknown = await moveClaims(testApp, staff.cookie, {
      claimIds: [ready.claimId, 999_999],
      status: 'packed',
    });
    expect(unknown.status).toBe(404);
    for (const body of [
      { claimIds: [], status: 'packed' },
      { claimIds: Array.from({ length: 101 }, (_, index) => index + 1), status: 'packed' },
      { claimIds: [ready.claimId, ready.claimId], status: 'packed' },
      { claimIds: [ready.claimId], status: 'shipped' },
      { claimIds: [ready.claimId], status: 'cancelled' },
      { claimIds: ['1; drop table'], status: 'packed' },
    ]) {
      expect((await moveClaims(testApp, staff.cookie, body)).status).toBe(422);
    }
    const queue = await (
      await apiAs(testApp, staff.cookie).admin.claims.$get({ query: {} })
    ).json();
    expect(queue.items.map((claim) => [claim.id, claim.status])).toEqual([
      [ready.claimId, 'pending'],
      [already.claimId, 'packed'],
    ]);
    expect(await testApp.db.select().from(auditEvent)).toHaveLength(1);
    const creator = await createUser(testApp);
    expect(
      (await moveClaims(testApp, creator.cookie, { claimIds: [ready.claimId], status: 'packed' }))
        .status,
    ).toBe(403);
  });

  it('moves claims at once under 20 parallel requests: one audit row, one email, one webhook each (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    await listenForKitMoves(testApp);
    const creators = [];
    for (let index = 0; index < 3; index += 1) creators.push(await creatorWithClaim(testApp));
    const claimIds = creators.map((creator) => creator.claimId);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        moveClaims(testApp, staff.cookie, {
          // Asked in different orders: the locks are still taken in one order, so none deadlock.
          claimIds: index % 2 ? [...claimIds].reverse() : claimIds,
          status: 'packed',
        }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([
      200,
      ...Array<number>(19).fill(409),
    ]);
    await testApp.outbox.settle();
    expect(
      testApp.inbox.filter((sent) => sent.subject.startsWith('Your Ember Kit is Packed')),
    ).toHaveLength(3);
    expect(await testApp.db.select().from(auditEvent)).toHaveLength(3);
    expect(await kitMoveDeliveries(testApp)).toHaveLength(3);
  });

  it('keeps the earlier address and cancellation when a cancelled kit is claimed again or reopened', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await creatorWithClaim(testApp, { address: '1 Old Road' });
    const cancel = (cancelReason: string) =>
      moveClaim(testApp, staff.cookie, creator.claimId, { status: 'cancelled', cancelReason });
    await cancel('The address could not be reached.');
    const again = await apiAs(testApp, creator.cookie).realms[':realmId']['claim-again'].$post({
      param: { realmId: '1' },
      json: { ...validClaim, address: '12 Corrected Road' },
    });
    expect(again.status).toBe(200);
    await cancel('Out of stock');
    await moveClaim(testApp, staff.cookie, creator.claimId, { status: 'pending' });

    const queue = await (
      await apiAs(testApp, staff.cookie).admin.claims.$get({ query: {} })
    ).json();
    expect(queue.items).toHaveLength(1);
    const [claim] = queue.items;
    expect(claim).toMatchObject({ address: '12 Corrected Road', cancelReason: null });
    // Newest first: the reopening left the corrected address, the claim again the first one.
    expect(claim!.history).toEqual([
      expect.objectContaining({ address: '12 Corrected Road', cancelReason: 'Out of stock' }),
      expect.objectContaining({
        address: '1 Old Road',
        cancelReason: 'The address could not be reached.',
      }),
    ]);
    expect(claim!.history.every((earlier) => earlier.cancelledAt !== null)).toBe(true);

    // The history is personal data: it goes with the account.
    const deleted = await apiAs(testApp, creator.cookie).account.delete.$post({
      json: { email: creator.email, password: creator.password },
    });
    expect(deleted.status).toBe(200);
    expect(await testApp.db.select().from(rewardClaimHistory)).toEqual([]);
  });
});
