import { AppError } from '#shared/errors.ts';
import type { Database } from '../../db/client.ts';
import { pageOf, type PageRequest } from '../../http/paging.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { countFailedEmails, listOutboxPage, makeEmailDueNow } from '../../mail/outbox-console.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';

type EmailStatus = Parameters<typeof listOutboxPage>[1]['status'];

export async function listEmails(
  deps: { db: Database },
  input: PageRequest & { status?: EmailStatus },
) {
  return pageOf(input, (range) => listOutboxPage(deps.db, { status: input.status, ...range }));
}

export async function countEmailsFailed(deps: { db: Database }) {
  return countFailedEmails(deps.db);
}

/** 'Retry now': the email is due at once and a delivery pass starts after the change commits. */
export async function retryEmail(
  deps: { db: Database; outbox: Outbox },
  input: { actor: AuditActor; emailId: number },
) {
  const result = await deps.db.transaction(async (tx) => {
    const change = await makeEmailDueNow(tx, input.emailId);
    if (!change) throw new AppError('NOT_FOUND', { userMessage: 'There is no such email.' });
    if (!change.after) {
      throw new AppError('CONFLICT', {
        title: 'Already Sent',
        userMessage: 'This email was delivered already; there is nothing to retry.',
      });
    }
    await recordAudit(tx, {
      actor: input.actor,
      action: 'email.retry',
      target: { type: 'email', id: input.emailId },
      before: change.before,
      after: change.after,
    });
    return change.after;
  });
  await deps.outbox.deliverDue();
  return { id: input.emailId, ...result };
}
