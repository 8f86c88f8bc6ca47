import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { insightStaleCreator } from '../db/schema/insights.ts';
import { webhookDelivery } from '../db/schema/integrations.ts';
import { outboxEmail } from '../db/schema/outbox.ts';

export type Backlogs = {
  emailsPending: number;
  oldestEmailSeconds: number;
  emailsFailed: number;
  webhooksPending: number;
  oldestWebhookSeconds: number;
  webhooksFailed: number;
  staleCreators: number;
};

/**
 * What waits to be done, in one round trip: each part reads an index (the outbox's by status,
 * the webhook outbox's partial one on pending rows, the rollup's small table), so a scrape
 * costs the same on a large install as on a new one.
 */
export async function readBacklogs(db: Database, now: Date): Promise<Backlogs> {
  const at = now.toISOString();
  const age = (column: ReturnType<typeof sql>) =>
    sql`coalesce(extract(epoch from (${at}::timestamptz - min(${column}))), 0)::float8`;
  const result = await db.execute(sql`
    select
      (select count(*)::int from ${outboxEmail} where status = 'pending') as "emailsPending",
      (select ${age(sql`created_at`)} from ${outboxEmail} where status = 'pending') as "oldestEmailSeconds",
      (select count(*)::int from ${outboxEmail} where status = 'failed') as "emailsFailed",
      (select count(*)::int from ${webhookDelivery} where status = 'pending') as "webhooksPending",
      (select ${age(sql`created_at`)} from ${webhookDelivery} where status = 'pending') as "oldestWebhookSeconds",
      (select count(*)::int from ${webhookDelivery} where status = 'failed') as "webhooksFailed",
      (select count(*)::int from ${insightStaleCreator}) as "staleCreators"`);
  return rowsOf<Backlogs>(result)[0]!;
}
