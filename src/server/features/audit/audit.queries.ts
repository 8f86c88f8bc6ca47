import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditEvent } from '../../db/schema/audit.ts';

export async function insertAuditEvent(executor: Database, row: typeof auditEvent.$inferInsert) {
  await executor.insert(auditEvent).values(row);
}

/** Newest first; the id breaks ties between events of the same instant. */
export function listAuditEvents(db: Database, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(auditEvent)
    .orderBy(desc(auditEvent.createdAt), desc(auditEvent.id))
    .limit(page.limit)
    .offset(page.offset);
}
