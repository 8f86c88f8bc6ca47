import { paths } from '#shared/paths.ts';
import type { NotificationInput } from '../notifications/notifications.service.ts';

/** A buddy's nudge in the bell: their warm words, and the way to today's check-in. */
export function buddyNudgeNotification(
  recipientId: string,
  input: { senderName: string; words: string },
): NotificationInput {
  return {
    recipientId,
    kind: 'buddy-nudge',
    title: `A Nudge from ${input.senderName}`,
    body: input.words,
    actionPath: paths.home,
  };
}

/** The same nudge by email, for a buddy who keeps buddy nudges on (the outbox checks). */
export function buddyNudgeEmail(input: {
  to: string;
  senderName: string;
  words: string;
  appUrl: string;
}) {
  return {
    to: input.to,
    subject: `${input.senderName} is thinking of you`,
    text: `${input.words}\n\nYour check-in is one tap away: ${input.appUrl}${paths.home}`,
  };
}
