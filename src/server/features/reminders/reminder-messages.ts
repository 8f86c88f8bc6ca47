import type { Streaks } from '#shared/rules/streaks.ts';
import { paths } from '#shared/paths.ts';
import type { NotificationInput } from '../notifications/notifications.service.ts';
import type { PushMessage } from '../push/web-push-sender.ts';

export type Reminder = {
  kind: 'checkin-reminder' | 'streak-at-risk';
  notification: NotificationInput;
  email: { to: string; subject: string; text: string };
  push: PushMessage;
};

/**
 * Today's reminder in the bell, by email and by push. When the rest day and the
 * freezes are spent, missing today would end the streak, so the reminder says so;
 * while a broken streak can be earned back, it says today relights it.
 */
export function reminderFor(input: {
  recipient: { id: string; email: string; name: string };
  streak: Streaks;
  prompt: string;
  appUrl: string;
}): Reminder {
  const { recipient, streak, prompt } = input;
  const greeting = `Hi ${recipient.name.trim() || 'there'},`;
  const isAtRisk = streak.isAtRisk;
  const { earnBack } = streak;
  const title = isAtRisk
    ? `Your ${streak.current}-day streak ends tonight`
    : earnBack
      ? `Relight your ${earnBack.streak}-day streak today`
      : 'Time for your daily check-in';
  const body = isAtRisk
    ? `You have used this week’s rest day and hold no streak freeze. Check in before midnight to keep your streak: ${prompt}`
    : earnBack
      ? `${earnBack.daysDone} of ${earnBack.daysNeeded} days done: check in today and your streak comes back whole. ${prompt}`
      : `Today’s prompt: ${prompt}`;
  const kind: Reminder['kind'] = isAtRisk ? 'streak-at-risk' : 'checkin-reminder';
  const why = isAtRisk
    ? 'You have used this week’s rest day and hold no streak freeze, so missing today would end your streak.'
    : earnBack
      ? `Your ${earnBack.streak}-day streak broke, and it is not gone: check in on ${earnBack.daysNeeded - earnBack.daysDone === 1 ? 'one more day' : 'two of these days'} and it comes back whole.`
      : 'Your daily check-in is waiting. A few words keep your creative fire lit.';
  return {
    kind,
    notification: { recipientId: recipient.id, kind, title, body, actionPath: paths.home },
    email: {
      to: recipient.email,
      subject: title,
      text: [
        greeting,
        '',
        why,
        '',
        'Today’s prompt:',
        prompt,
        '',
        `Write your check-in: ${input.appUrl}${paths.home}`,
      ].join('\n'),
    },
    push: { title, body, url: '/', tag: kind },
  };
}
