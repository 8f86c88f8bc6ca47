import type { Database } from '../../db/client.ts';
import { emitWebhookEvent } from '../webhooks/webhook-events.ts';
import { enqueueAnswerVersion, findLatestRequest } from './reviews.queries.ts';

/**
 * A version of an answer that asks for feedback enters the queue: the version
 * is kept (revisions keep the earlier ones) and a request waits for a coach.
 * Called inside the transaction that completes or revises the answer, so the
 * queue holds exactly the answers that were submitted.
 */
export async function enterReviewQueue(
  tx: Database,
  input: {
    userId: string;
    questId: string;
    realmId: number;
    version: number;
    content: string | null;
    prompt: string;
    file: { key: string | null; name: string | null; type: string | null; size: number | null };
    submittedAt: Date;
  },
) {
  const isNew = await enqueueAnswerVersion(tx, {
    userId: input.userId,
    questId: input.questId,
    realmId: input.realmId,
    version: input.version,
    content: input.content,
    prompt: input.prompt,
    fileKey: input.file.key,
    fileName: input.file.name,
    fileType: input.file.type,
    fileSize: input.file.size,
    submittedAt: input.submittedAt,
  });
  if (!isNew) return;
  const request = await findLatestRequest(tx, input.userId, input.questId);
  await emitWebhookEvent(tx, {
    type: 'answer.submitted_for_review',
    creatorId: input.userId,
    data: {
      creatorId: input.userId,
      questId: input.questId,
      realmId: input.realmId,
      answerVersion: input.version,
      reviewRequestId: request!.id,
    },
    private: { answer: input.content },
    occurredAt: input.submittedAt,
  });
}
