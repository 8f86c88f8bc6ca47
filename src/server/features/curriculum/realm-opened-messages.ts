import type { OutgoingEmail } from '../../mail/mail-transport.ts';
import { paths, withQuery } from '#shared/paths.ts';
import type { NotificationInput } from '../notifications/notifications.service.ts';

type OpenedRealm = { id: number; title: string; description: string };

/** To a creator who finished the realm before it, when this one opens. */
export function realmOpenedNotification(
  recipientId: string,
  realm: OpenedRealm,
): NotificationInput {
  return {
    recipientId,
    kind: 'realm-opened',
    title: `Realm ${realm.id}: ${realm.title} Is Open!`,
    body: `The next realm of your journey is ready. ${realm.description}`,
    actionPath: withQuery(paths.quests, { realm: realm.id }),
  };
}

export function realmOpenedEmail(
  to: string,
  input: { name: string; realm: OpenedRealm; link: string },
): OutgoingEmail {
  return {
    to,
    subject: `Realm ${input.realm.id}: ${input.realm.title} is open`,
    text: [
      `Hi ${input.name},`,
      '',
      `You finished the realm before it, and Realm ${input.realm.id}: ${input.realm.title} is now open for you.`,
      '',
      input.realm.description,
      '',
      `Its first quest is waiting: ${input.link}`,
    ].join('\n'),
  };
}
