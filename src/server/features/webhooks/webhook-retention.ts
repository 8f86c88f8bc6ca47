import type { Database } from '../../db/client.ts';
import { deleteDeliveriesFinishedBefore } from './webhook-delivery.queries.ts';

/** Delivered and failed deliveries stay in the log this long after they finish (decision 024). */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes deliveries finished more than the retention ago, a bounded batch
 * per statement and a bounded number of batches per run, so a backlog (the
 * first run after months) is worked off over a few hourly runs without
 * holding the scheduler. Pending deliveries are never touched. Any number of
 * servers may run it at once: each batch skips rows another has locked.
 */
export async function pruneWebhookDeliveries(
  deps: { db: Database },
  input: { now: Date; batchSize?: number; maxBatches?: number },
): Promise<{ deleted: number }> {
  const batchSize = input.batchSize ?? 500;
  const maxBatches = input.maxBatches ?? 20;
  const cutoff = new Date(input.now.getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * DAY_MS);
  let deleted = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const count = await deleteDeliveriesFinishedBefore(deps.db, { cutoff, limit: batchSize });
    deleted += count;
    if (count < batchSize) break;
  }
  return { deleted };
}
