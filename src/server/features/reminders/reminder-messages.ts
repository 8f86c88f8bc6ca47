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
 * Today's reminder in the bell, by email and by push. When this week's rest
 * day is spent, missing today would end the streak, so the reminder says so.
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
  const title = isAtRisk
    ? `Your ${streak.current}-day streak ends tonight`
    : 'Time for your daily check-in';
  const body = isAtRisk
    ? `You have used this week’s rest day. Check in before midnight to keep your streak: ${prompt}`
    : `Today’s prompt: ${prompt}`;
  const kind: Reminder['kind'] = isAtRisk ? 'streak-at-risk' : 'checkin-reminder';
  return {
    kind,
    notification: { recipientId: recipient.id, kind, title, body, actionPath: paths.home },
    email: {
      to: recipient.email,
      subject: title,
      text: [
        greeting,
        '',
        isAtRisk
          ? 'You have used this week’s rest day, so missing today would end your streak.'
          : 'Your daily check-in is waiting. A few words keep your creative fire lit.',
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
