import { paths, withQuery } from '#shared/paths.ts';
import { reviewVerdictLabels, type ReviewVerdict } from '#shared/rules/reviews.ts';
import type { Database } from '../../db/client.ts';
import type { OutgoingEmail } from '../../mail/mail-transport.ts';
import { postNotification } from '../notifications/notifications.service.ts';
import { emitWebhookEvent } from '../webhooks/webhook-events.ts';
import { findPerson, type ReviewRequestRow } from './reviews.queries.ts';
import type { ReviewDeps } from './review-queue.service.ts';

/** Where feedback on a quest is read: the quest, opened at its feedback. */
export function questFeedbackPath(questId: string): string {
  return `${withQuery(paths.quests, { quest: questId })}#feedback`;
}

export function feedbackEmail(input: {
  to: string;
  creatorName: string;
  coachName: string;
  questTitle: string;
  verdict: ReviewVerdict;
  link: string;
}): OutgoingEmail {
  return {
    to: input.to,
    subject: `${input.coachName} left feedback on ${input.questTitle}`,
    text: [
      `Hi ${input.creatorName},`,
      '',
      `${input.coachName} read your answer to ${input.questTitle} and left you feedback: ${reviewVerdictLabels[input.verdict]}.`,
      '',
      input.verdict === 'another_pass'
        ? `Read it, and revise your answer when you are ready (your journey goes on either way): ${input.link}`
        : `Read it here: ${input.link}`,
    ].join('\n'),
  };
}

/**
 * Tells the creator their feedback arrived (the bell, and an email unless they
 * turned feedback emails off) and integrations (`answer.reviewed`), inside the
 * transaction that sends the review.
 */
export async function announceReview(
  deps: Pick<ReviewDeps, 'outbox' | 'appUrl'>,
  tx: Database,
  input: {
    request: ReviewRequestRow;
    reviewId: number;
    reviewerId: string;
    questTitle: string;
    verdict: ReviewVerdict;
    feedback: string;
    now: Date;
  },
) {
  const { request } = input;
  const coach = await findPerson(tx, input.reviewerId);
  const creator = await findPerson(tx, request.userId);
  const coachName = coach?.name ?? 'A coach';
  const actionPath = questFeedbackPath(request.questId);
  await postNotification(tx, {
    recipientId: request.userId,
    kind: 'feedback',
    title: `${coachName} left feedback on ${input.questTitle}`,
    body:
      input.verdict === 'another_pass'
        ? 'Read it, and revise your answer when you are ready.'
        : 'Read what they thought of your answer.',
    actionPath,
  });
  if (creator) {
    await deps.outbox.enqueue(
      'feedback',
      feedbackEmail({
        to: creator.email,
        creatorName: creator.name,
        coachName,
        questTitle: input.questTitle,
        verdict: input.verdict,
        link: `${deps.appUrl}${actionPath}`,
      }),
      tx,
    );
  }
  await emitWebhookEvent(tx, {
    type: 'answer.reviewed',
    creatorId: request.userId,
    data: {
      creatorId: request.userId,
      questId: request.questId,
      realmId: request.realmId,
      answerVersion: request.version,
      reviewRequestId: request.id,
      reviewId: input.reviewId,
      verdict: input.verdict,
    },
    private: { feedback: input.feedback },
    occurredAt: input.now,
  });
}
