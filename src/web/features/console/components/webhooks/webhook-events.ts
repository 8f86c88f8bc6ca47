import type { WebhookEventType } from '#shared/schemas/webhooks.ts';

/** What each event means, as staff choose them. */
export const webhookEventLabels: Record<WebhookEventType, string> = {
  'creator.signed_up': 'A creator signed up (once their email is confirmed, where that is asked)',
  'quest.completed': 'A quest was completed',
  'realm.completed': 'A realm was completed',
  'kit.claimed': 'An Ember Kit was claimed',
  'kit.status_changed': 'A kit claim moved (packed, shipped, delivered)',
  'checkin.created': 'A daily check-in was written',
  'buddy.paired': 'Two creators became buddies',
  'invite.accepted': 'An invitation was accepted',
  'realm.published': 'A realm opened to creators',
  'answer.submitted_for_review': 'An answer was submitted (or revised) for a coach’s feedback',
  'answer.reviewed': 'A coach sent feedback on an answer',
};
