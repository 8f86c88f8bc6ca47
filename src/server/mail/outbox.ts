import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { isOptionalEmailKind, type EmailKind } from '#shared/rules/email-kinds.ts';
import type { Database } from '../db/client.ts';
import { outboxEmail } from '../db/schema/outbox.ts';
import type { Logger } from '../logger.ts';
import type { MailTransport, OutgoingEmail } from './mail-transport.ts';
import { isOptedOut } from './email-opt-outs.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

export const MAX_DELIVERY_ATTEMPTS = 8;
const BATCH_SIZE = 20;

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * Emails are written to the database first and delivered afterwards, so a
 * request never waits on SMTP and a failed delivery is retried with backoff.
 * Several app servers can share the table: a batch is claimed with
 * SKIP LOCKED and its next attempt pushed forward before sending.
 *
 * Every email of an optional kind (all but the security emails a reader asks
 * for) carries a one-click unsubscribe link for its kind in its text and in
 * the List-Unsubscribe headers (RFC 8058), and is not queued at all for an
 * address that unsubscribed from that kind.
 */
export function createOutbox(deps: {
  db: Database;
  transport: MailTransport;
  logger: Logger;
  unsubscribeLinks: UnsubscribeLinks;
}) {
  const { db, transport, logger, unsubscribeLinks } = deps;

  function unsubscribeHeadersFor(to: string, kind: string): Record<string, string> | undefined {
    if (!isOptionalEmailKind(kind)) return undefined;
    return {
      'List-Unsubscribe': `<${unsubscribeLinks.oneClickUrlFor({ email: to, kind })}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }
  let inFlight: Promise<void> = Promise.resolve();

  async function claimDueBatch() {
    const due = db
      .select({ id: outboxEmail.id })
      .from(outboxEmail)
      .where(and(eq(outboxEmail.status, 'pending'), lte(outboxEmail.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outboxEmail.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(outboxEmail)
      .set({
        attempts: sql`${outboxEmail.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => least(3600, 30 * power(2, ${outboxEmail.attempts})))`,
      })
      .where(inArray(outboxEmail.id, due))
      .returning();
  }

  async function deliverDue(): Promise<void> {
    for (;;) {
      const batch = await claimDueBatch();
      if (batch.length === 0) return;
      for (const email of batch) {
        try {
          await transport.send({
            to: email.to,
            subject: email.subject,
            text: email.text,
            headers: unsubscribeHeadersFor(email.to, email.kind),
          });
          await db
            .update(outboxEmail)
            .set({
              status: transport.kind === 'smtp' ? 'sent' : 'logged',
              sentAt: new Date(),
              lastError: null,
            })
            .where(eq(outboxEmail.id, email.id));
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const hasGivenUp = email.attempts >= MAX_DELIVERY_ATTEMPTS;
          logger.warn(
            { emailId: email.id, attempts: email.attempts, err: message },
            'email delivery failed',
          );
          await db
            .update(outboxEmail)
            .set({ lastError: message, status: hasGivenUp ? 'failed' : 'pending' })
            .where(eq(outboxEmail.id, email.id));
        }
      }
    }
  }

  /** Start a delivery pass unless one is running; never throws. */
  function kick(): Promise<void> {
    inFlight = inFlight.then(() =>
      deliverDue().catch((error: unknown) =>
        logger.error({ err: error }, 'outbox delivery pass failed'),
      ),
    );
    return inFlight;
  }

  return {
    /**
     * Stores an email (inside the caller's transaction when given one) and
     * starts delivery. Returns its id, or null when the address unsubscribed
     * from this kind and nothing was stored.
     */
    async enqueue(
      kind: EmailKind,
      email: Omit<OutgoingEmail, 'headers'>,
      executor: Database = db,
    ): Promise<number | null> {
      let text = email.text;
      if (isOptionalEmailKind(kind)) {
        if (await isOptedOut(executor, email.to, kind)) return null;
        const link = unsubscribeLinks.pageUrlFor({ email: email.to, kind });
        text += `\n\n--\nTo stop these emails, unsubscribe here (no sign-in needed):\n${link}`;
      }
      const [row] = await executor
        .insert(outboxEmail)
        .values({ kind, to: email.to, subject: email.subject, text })
        .returning({ id: outboxEmail.id });
      void kick();
      return row!.id;
    },
    /** Run one delivery pass now and wait for it (retries, tests, shutdown). */
    deliverDue: kick,
    /** Wait for whatever delivery is under way. */
    settle: () => inFlight,
  };
}
