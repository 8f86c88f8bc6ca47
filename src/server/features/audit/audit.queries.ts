import { desc, eq, sql } from 'drizzle-orm';
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

/**
 * Replaces a departing staff member's address in the rows they wrote. The
 * append-only trigger lets exactly this change through, for this actor, in
 * this transaction (migration 0011).
 */
export async function replaceActorEmail(tx: Database, actorId: string, pseudonym: string) {
  await tx.execute(sql`select set_config('emberpath.pseudonymising_actor', ${actorId}, true)`);
  await tx.update(auditEvent).set({ actorEmail: pseudonym }).where(eq(auditEvent.actorId, actorId));
}
