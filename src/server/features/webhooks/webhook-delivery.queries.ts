import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  lt,
  lte,
  notExists,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { WEBHOOK_TEST_EVENT } from '#shared/schemas/webhooks.ts';
import type { Database } from '../../db/client.ts';
import { webhookDelivery, webhookEndpoint } from '../../db/schema/integrations.ts';

const older = alias(webhookDelivery, 'older');

/**
 * Claims up to `limit` due deliveries, at most `perEndpoint` of each endpoint
 * and none of `skipEndpointIds` (those this process is still sending to), and
 * pushes their next attempt forward by the backoff, in one statement, so no
 * other process takes them while this one sends. SKIP LOCKED lets several
 * processes claim side by side; a row with an older pending row of the same
 * endpoint and creator waits, which keeps each creator's events in order.
 */
export async function claimDueDeliveries(
  db: Database,
  input: { now: Date; limit: number; perEndpoint: number; skipEndpointIds: string[] },
) {
  // Each endpoint's oldest due rows, read along its own index: a backlog on one
  // endpoint never fills the claim, nor makes it read that backlog whole.
  const endpointDue = db
    .select({ id: webhookDelivery.id })
    .from(webhookDelivery)
    .where(
      and(
        eq(webhookDelivery.endpointId, webhookEndpoint.id),
        eq(webhookDelivery.status, 'pending'),
        lte(webhookDelivery.nextAttemptAt, input.now),
        notExists(
          db
            .select({ id: older.id })
            .from(older)
            .where(
              and(
                eq(older.endpointId, webhookDelivery.endpointId),
                eq(older.orderKey, webhookDelivery.orderKey),
                eq(older.status, 'pending'),
                sql`${older.id} < ${webhookDelivery.id}`,
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(webhookDelivery.id))
    .limit(input.perEndpoint)
    .as('endpoint_due');
  const candidates = db
    .select({ id: endpointDue.id })
    .from(webhookEndpoint)
    .crossJoinLateral(endpointDue)
    .where(
      and(
        eq(webhookEndpoint.isEnabled, true),
        input.skipEndpointIds.length > 0
          ? notInArray(webhookEndpoint.id, input.skipEndpointIds)
          : undefined,
      ),
    );
  // The row's own conditions again, beside the candidates: a row another process claimed
  // after this statement's snapshot is locked in its newest version, and PostgreSQL checks
  // these (not the candidates, read from the snapshot) against it, so it is passed over.
  const due = db
    .select({ id: webhookDelivery.id })
    .from(webhookDelivery)
    .where(
      and(
        inArray(webhookDelivery.id, candidates),
        eq(webhookDelivery.status, 'pending'),
        lte(webhookDelivery.nextAttemptAt, input.now),
      ),
    )
    .orderBy(asc(webhookDelivery.id))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  const nowText = input.now.toISOString();
  const claimed = await db
    .update(webhookDelivery)
    .set({
      attempts: sql`${webhookDelivery.attempts} + 1`,
      // 30 s, 1 min, 2 min… doubling up to an hour between attempts, until give_up_at.
      nextAttemptAt: sql`${nowText}::timestamptz + make_interval(secs => least(3600, 30 * power(2, ${webhookDelivery.attempts})))`,
      lastAttemptAt: input.now,
    })
    .where(inArray(webhookDelivery.id, due))
    .returning();
  if (claimed.length === 0) return [];
  const endpoints = await db
    .select()
    .from(webhookEndpoint)
    .where(
      inArray(
        webhookEndpoint.id,
        claimed.map((row) => row.endpointId),
      ),
    );
  const endpointById = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
  return claimed
    .sort((first, second) => first.id - second.id)
    .map((delivery) => ({ delivery, endpoint: endpointById.get(delivery.endpointId)! }));
}

export async function recordDeliveryOutcome(
  db: Database,
  input: {
    deliveryId: number;
    now: Date;
    isDelivered: boolean;
    statusCode: number | null;
    responseMs: number;
    error: string | null;
  },
) {
  await db
    .update(webhookDelivery)
    .set({
      lastStatusCode: input.statusCode,
      lastResponseMs: input.responseMs,
      lastError: input.error,
      ...(input.isDelivered
        ? { status: 'delivered' as const, deliveredAt: input.now }
        : {
            status: sql`case when ${webhookDelivery.giveUpAt} <= ${input.now.toISOString()}::timestamptz then 'failed'::webhook_delivery_status else 'pending'::webhook_delivery_status end`,
          }),
    })
    .where(eq(webhookDelivery.id, input.deliveryId));
}

export function listDeliveries(
  db: Database,
  input: { endpointId: string; status?: 'pending' | 'delivered' | 'failed'; limit: number },
) {
  return db
    .select()
    .from(webhookDelivery)
    .where(
      and(
        eq(webhookDelivery.endpointId, input.endpointId),
        input.status ? eq(webhookDelivery.status, input.status) : undefined,
      ),
    )
    .orderBy(desc(webhookDelivery.id))
    .limit(input.limit);
}

/** Puts a delivery back in the queue for another 24 hours of attempts; false when it is not there. */
export async function requeueDelivery(
  db: Database,
  input: { endpointId: string; deliveryId: number; now: Date },
) {
  const rows = await db
    .update(webhookDelivery)
    .set({
      status: 'pending',
      nextAttemptAt: input.now,
      giveUpAt: new Date(input.now.getTime() + 24 * 60 * 60 * 1000),
    })
    .where(
      and(
        eq(webhookDelivery.id, input.deliveryId),
        eq(webhookDelivery.endpointId, input.endpointId),
      ),
    )
    .returning();
  return rows[0];
}

export async function insertTestDelivery(
  db: Database,
  row: {
    endpointId: string;
    messageId: string;
    eventType: typeof WEBHOOK_TEST_EVENT;
    body: string;
    now: Date;
  },
) {
  const [inserted] = await db
    .insert(webhookDelivery)
    .values({
      endpointId: row.endpointId,
      messageId: row.messageId,
      eventType: row.eventType,
      // Its own order key: a test event never waits behind (or holds up) a creator's events.
      orderKey: `test:${row.messageId}`,
      body: row.body,
      nextAttemptAt: row.now,
      giveUpAt: new Date(row.now.getTime() + 24 * 60 * 60 * 1000),
      createdAt: row.now,
    })
    .returning();
  return inserted!;
}

/** How many test events this endpoint was sent after `since`. */
export async function countTestDeliveriesSince(
  db: Database,
  input: { endpointId: string; since: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(webhookDelivery)
    .where(
      and(
        eq(webhookDelivery.endpointId, input.endpointId),
        eq(webhookDelivery.eventType, WEBHOOK_TEST_EVENT),
        gt(webhookDelivery.createdAt, input.since),
      ),
    );
  return row?.count ?? 0;
}

/**
 * Deletes up to `limit` deliveries that finished before `cutoff` (delivered
 * then, or last tried then and failed), oldest first, in one statement.
 * SKIP LOCKED: rows another process is deleting, or staff are retrying, are
 * left to it. How many were deleted.
 */
export async function deleteDeliveriesFinishedBefore(
  db: Database,
  input: { cutoff: Date; limit: number },
): Promise<number> {
  const finished = db
    .select({ id: webhookDelivery.id })
    .from(webhookDelivery)
    .where(
      or(
        and(eq(webhookDelivery.status, 'delivered'), lt(webhookDelivery.deliveredAt, input.cutoff)),
        and(eq(webhookDelivery.status, 'failed'), lt(webhookDelivery.lastAttemptAt, input.cutoff)),
      ),
    )
    .orderBy(asc(webhookDelivery.id))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(webhookDelivery)
    .where(inArray(webhookDelivery.id, finished))
    .returning({ id: webhookDelivery.id });
  return deleted.length;
}
