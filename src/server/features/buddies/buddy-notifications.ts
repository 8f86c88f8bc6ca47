import { paths } from '#shared/paths.ts';
import type { Database } from '../../db/client.ts';
import {
  rewordNotificationsAbout,
  type NotificationInput,
} from '../notifications/notifications.service.ts';
import { retireShareNotifications } from './answer-share-notifications.ts';
import { listShareIdsInPairs } from './answer-shares.queries.ts';

// What the bell says about buddies. 'Take Action' opens the screen where the
// creator can act on it.

/** The notifications that invite a pair to write to each other are about that pair. */
const pairSubjectKey = (pairId: number) => `buddy-pair:${pairId}`;

/**
 * A pair ended (by either buddy, a block or graduation): its earlier 'say
 * hello' and note reminders stop inviting a note that can no longer be
 * written, and the notifications of answers shared in it stop offering
 * them; each says so instead (inside the caller's transaction).
 */
export async function retirePairNotifications(executor: Database, pairIds: number[]) {
  for (const pairId of pairIds) {
    await rewordNotificationsAbout(executor, {
      subjectKey: pairSubjectKey(pairId),
      title: 'A Past Buddy Pairing',
      body: 'This pairing has since ended, so there is no note to write. You can find a new buddy any time.',
      actionPath: paths.buddies,
    });
  }
  // The answers shared in them are hidden now too: their notifications stop offering them.
  await retireShareNotifications(executor, await listShareIdsInPairs(executor, pairIds));
}

export function buddyRequestNotification(
  recipientId: string,
  senderName: string,
): NotificationInput {
  return {
    recipientId,
    kind: 'buddy-request',
    title: 'New Buddy Request',
    body: `${senderName} would like to be your realm buddy. Accept or decline in Manage Buddies.`,
    actionPath: paths.manageBuddies,
  };
}

export function buddyAcceptedNotification(
  recipientId: string,
  input: { buddyName: string; pairId: number },
): NotificationInput {
  return {
    recipientId,
    kind: 'buddy-accepted',
    title: 'You Have a Realm Buddy!',
    body: `${input.buddyName} accepted your request. Say hello with this week’s buddy note.`,
    actionPath: paths.buddies,
    subjectKey: pairSubjectKey(input.pairId),
  };
}

export function buddyEndedNotification(recipientId: string, buddyName: string): NotificationInput {
  return {
    recipientId,
    kind: 'buddy-ended',
    title: 'Buddy Pairing Ended',
    body: `${buddyName} ended your pairing. Thank you for walking part of the path together; you can find a new buddy any time.`,
    actionPath: paths.buddies,
  };
}

/** Sent to both of a pair when one of them completes the realm they were paired in. */
export function buddyGraduatedNotification(
  recipientId: string,
  input: { buddyName: string; realm: string; isCompleter: boolean },
): NotificationInput {
  return {
    recipientId,
    kind: 'buddy-ended',
    title: 'Buddies Graduated',
    body: input.isCompleter
      ? `You completed ${input.realm}, so your pairing with ${input.buddyName} has graduated. Find a new buddy in your next realm.`
      : `${input.buddyName} completed ${input.realm}, so your pairing has graduated. Cheer them on, and find a new buddy when you are ready.`,
    actionPath: paths.buddies,
  };
}

export function buddyNoteReminderNotification(
  recipientId: string,
  input: { buddyName: string; pairId: number },
): NotificationInput {
  return {
    recipientId,
    kind: 'buddy-note-reminder',
    title: 'A Note for Your Buddy?',
    body: `Neither you nor ${input.buddyName} has written this week’s buddy note yet. A line or two about your week keeps you close.`,
    actionPath: paths.buddies,
    subjectKey: pairSubjectKey(input.pairId),
  };
}
