import { paths } from '#shared/paths.ts';
import type { Database } from '../../db/client.ts';
import {
  rewordNotificationsAbout,
  type NotificationInput,
} from '../notifications/notifications.service.ts';

// What the bell says about shared answers. Each names its share, so that
// when the owner stops sharing, the buddy's notification stops offering it.

const shareSubjectKey = (shareId: number) => `answer-share:${shareId}`;

export function answerSharedNotification(input: {
  recipientId: string;
  shareId: number;
  ownerName: string;
  questTitle: string;
}): NotificationInput {
  return {
    recipientId: input.recipientId,
    kind: 'answer-shared',
    title: 'Your Buddy Shared an Answer',
    body: `${input.ownerName} shared their answer to “${input.questTitle}” with you. Read it, react, or leave a comment.`,
    actionPath: `${paths.buddies}#shared-with-you`,
    subjectKey: shareSubjectKey(input.shareId),
  };
}

export function answerReactionNotification(input: {
  recipientId: string;
  shareId: number;
  buddyName: string;
  questTitle: string;
  hasComment: boolean;
}): NotificationInput {
  return {
    recipientId: input.recipientId,
    kind: 'answer-reaction',
    title: input.hasComment ? 'Your Buddy Left a Comment' : 'Your Buddy Reacted',
    body: input.hasComment
      ? `${input.buddyName} commented on your answer to “${input.questTitle}”.`
      : `${input.buddyName} reacted to your answer to “${input.questTitle}”.`,
    actionPath: `${paths.buddies}#shared-with-you`,
    subjectKey: shareSubjectKey(input.shareId),
  };
}

/** The owner stopped sharing: the notifications about those shares say so (inside the caller's transaction). */
export async function retireShareNotifications(executor: Database, shareIds: number[]) {
  for (const shareId of shareIds) {
    await rewordNotificationsAbout(executor, {
      subjectKey: shareSubjectKey(shareId),
      title: 'An Answer No Longer Shared',
      body: 'This answer is no longer shared, so there is nothing to read here now.',
      actionPath: paths.buddies,
    });
  }
}
