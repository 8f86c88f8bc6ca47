import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outboxEmail } from '../db/schema/outbox.ts';

type EmailStatus = (typeof outboxEmail.status.enumValues)[number];

/** The outbox for the staff console, newest first; the id is unique and follows creation. */
export function listOutboxPage(
  db: Database,
  input: { status?: EmailStatus; limit: number; offset: number },
) {
  return db
    .select({
      id: outboxEmail.id,
      kind: outboxEmail.kind,
      to: outboxEmail.to,
      subject: outboxEmail.subject,
      status: outboxEmail.status,
      attempts: outboxEmail.attempts,
      lastError: outboxEmail.lastError,
      nextAttemptAt: outboxEmail.nextAttemptAt,
      createdAt: outboxEmail.createdAt,
      sentAt: outboxEmail.sentAt,
    })
    .from(outboxEmail)
    .where(input.status ? eq(outboxEmail.status, input.status) : undefined)
    .orderBy(desc(outboxEmail.id))
    .limit(input.limit)
    .offset(input.offset);
}

export async function countFailedEmails(db: Database, since?: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outboxEmail)
    .where(
      and(eq(outboxEmail.status, 'failed'), since ? gte(outboxEmail.createdAt, since) : undefined),
    );
  return row!.count;
}

/**
 * 'Retry now': a failed or waiting email is due at once, with a fresh set of
 * attempts for one that had given up. A sent email is left alone (null).
 */
export async function makeEmailDueNow(tx: Database, emailId: number) {
  const [before] = await tx
    .select({ status: outboxEmail.status, attempts: outboxEmail.attempts })
    .from(outboxEmail)
    .where(eq(outboxEmail.id, emailId))
    .for('update');
  if (!before) return undefined;
  const [after] = await tx
    .update(outboxEmail)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(outboxEmail.id, emailId), sql`${outboxEmail.status} in ('pending', 'failed')`))
    .returning({ status: outboxEmail.status, attempts: outboxEmail.attempts });
  return { before, after: after ?? null };
}
