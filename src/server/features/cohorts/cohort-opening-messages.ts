import { paths, withQuery } from '#shared/paths.ts';
import type { OutgoingEmail } from '../../mail/mail-transport.ts';
import type { NotificationInput } from '../notifications/notifications.service.ts';

type OpenedRealm = { id: number; title: string; description: string };

/** To a member waiting at the realm's door when it opens for their cohort (realm 1: its start). */
export function cohortRealmOpenedNotification(
  recipientId: string,
  input: { cohortName: string; realm: OpenedRealm },
): NotificationInput {
  const starts = input.realm.id === 1;
  return {
    recipientId,
    kind: 'realm-opened',
    title: starts
      ? `${input.cohortName} Starts Today!`
      : `Realm ${input.realm.id}: ${input.realm.title} Is Open for ${input.cohortName}!`,
    body: starts
      ? `Your cohort starts together today. Realm 1: ${input.realm.title} is open.`
      : `The next realm opens for your whole cohort today. ${input.realm.description}`,
    actionPath: withQuery(paths.quests, { realm: input.realm.id }),
  };
}

export function cohortRealmOpenedEmail(
  to: string,
  input: { name: string; cohortName: string; realm: OpenedRealm; link: string },
): OutgoingEmail {
  const starts = input.realm.id === 1;
  return {
    to,
    subject: starts
      ? `${input.cohortName} starts today`
      : `Realm ${input.realm.id}: ${input.realm.title} is open for ${input.cohortName}`,
    text: [
      `Hi ${input.name},`,
      '',
      starts
        ? `${input.cohortName} starts today, and Realm 1: ${input.realm.title} is open for everyone in it.`
        : `Realm ${input.realm.id}: ${input.realm.title} is now open for everyone in ${input.cohortName}.`,
      '',
      input.realm.description,
      '',
      `Its first quest is waiting: ${input.link}`,
    ].join('\n'),
  };
}
