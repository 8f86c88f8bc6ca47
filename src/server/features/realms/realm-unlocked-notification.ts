import type { RealmDefinition } from '#shared/content-types.ts';
import { paths, withQuery } from '#shared/paths.ts';
import type { NotificationInput } from '../notifications/notifications.service.ts';

/** Posted when completing a realm opens the next one; 'Take Action' opens its quests. */
export function realmUnlockedNotification(
  recipientId: string,
  completed: RealmDefinition,
  unlocked: RealmDefinition,
): NotificationInput {
  return {
    recipientId,
    kind: 'realm-unlocked',
    title: `Realm ${unlocked.id}: ${unlocked.title} Unlocked!`,
    body: `You mastered ${completed.title}. ${unlocked.title} is open, and its first quest is waiting for you.`,
    actionPath: withQuery(paths.quests, { realm: unlocked.id }),
  };
}
