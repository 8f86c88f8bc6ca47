import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webhookDelivery, webhookEndpoint } from '../../db/schema/integrations.ts';

export type WebhookEndpointRow = typeof webhookEndpoint.$inferSelect;

/** Every endpoint with how many of its deliveries are pending and failed. */
export async function listEndpointsWithCounts(db: Database) {
  const endpoints = await db.select().from(webhookEndpoint).orderBy(asc(webhookEndpoint.createdAt));
  const counts = await db
    .select({
      endpointId: webhookDelivery.endpointId,
      status: webhookDelivery.status,
      count: count(),
    })
    .from(webhookDelivery)
    .where(inArray(webhookDelivery.status, ['pending', 'failed']))
    .groupBy(webhookDelivery.endpointId, webhookDelivery.status);
  const countOf = (endpointId: string, status: 'pending' | 'failed') =>
    counts.find((row) => row.endpointId === endpointId && row.status === status)?.count ?? 0;
  return endpoints.map((endpoint) => ({
    endpoint,
    pendingCount: countOf(endpoint.id, 'pending'),
    failedCount: countOf(endpoint.id, 'failed'),
  }));
}

export async function findEndpoint(db: Database, endpointId: string, options = { lock: false }) {
  const query = db.select().from(webhookEndpoint).where(eq(webhookEndpoint.id, endpointId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertEndpoint(db: Database, row: typeof webhookEndpoint.$inferInsert) {
  const [inserted] = await db.insert(webhookEndpoint).values(row).returning();
  return inserted!;
}

export async function updateEndpoint(
  db: Database,
  endpointId: string,
  changes: Partial<typeof webhookEndpoint.$inferInsert>,
) {
  const [updated] = await db
    .update(webhookEndpoint)
    .set(changes)
    .where(eq(webhookEndpoint.id, endpointId))
    .returning();
  return updated;
}

export async function deleteEndpoint(db: Database, endpointId: string) {
  const [deleted] = await db
    .delete(webhookEndpoint)
    .where(eq(webhookEndpoint.id, endpointId))
    .returning();
  return deleted;
}
