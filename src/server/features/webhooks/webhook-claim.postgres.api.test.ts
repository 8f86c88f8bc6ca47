import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_TEST_EVENT } from '#shared/schemas/webhooks.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff } from '#testing/auth-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';
import { claimDueDeliveries, insertTestDelivery } from './webhook-delivery.queries.ts';

const ROUNDS = 10;
const DELIVERIES = 24;
const CLAIMERS = 6;

/**
 * The claim alone, many processes at once and many times over: a claim that
 * began before another process's claim committed must not take the rows that
 * one took (it sees them through its older snapshot as still due).
 */
describe('claiming due webhook deliveries on PostgreSQL', () => {
  it('never gives one delivery to two claims made at the same time (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp({ webhooks: { allowsLoopback: true } });
    const staff = await createStaff(testApp);
    const created = await apiAs(testApp, staff.cookie).admin.webhooks.$post({
      json: { url: 'http://127.0.0.1:9/hook', eventTypes: ['quest.completed'] },
    });
    expect(created.status).toBe(201);
    const endpointId = (await created.json()).endpoint.id;
    // Each round a second after the last, well within the 30 s backoff: rows of earlier rounds
    // are not due again, and a row claimed twice in a round was claimed twice.
    for (let round = 0; round < ROUNDS; round += 1) {
      const now = new Date(Date.UTC(2030, 0, 1, 0, 0, round));
      for (let index = 0; index < DELIVERIES; index += 1) {
        const messageId = `msg_${randomUUID()}`;
        await insertTestDelivery(testApp.db, {
          endpointId,
          messageId,
          eventType: WEBHOOK_TEST_EVENT,
          body: '{}',
          now,
        });
      }
      const claimedIds: number[] = [];
      await Promise.all(
        Array.from({ length: CLAIMERS }, async () => {
          for (;;) {
            const batch = await claimDueDeliveries(testApp.db, {
              now,
              limit: 2,
              perEndpoint: DELIVERIES,
              skipEndpointIds: [],
            });
            if (batch.length === 0) return;
            claimedIds.push(...batch.map((claimed) => claimed.delivery.id));
          }
        }),
      );
      expect(claimedIds).toHaveLength(DELIVERIES);
      expect(new Set(claimedIds).size).toBe(DELIVERIES);
    }
  });
});
