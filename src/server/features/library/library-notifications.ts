import { paths } from '#shared/paths.ts';
import type { NotificationInput } from '../notifications/notifications.service.ts';

/** Posted when a realm completion opens a library section that holds resources. */
export function resourcesUnlockedNotification(
  recipientId: string,
  section: { realmId: number; realmTitle: string; resourceCount: number },
): NotificationInput {
  const count =
    section.resourceCount === 1
      ? 'A new resource is'
      : `${section.resourceCount} new resources are`;
  return {
    recipientId,
    kind: 'resources-unlocked',
    title: 'New Resources Unlocked!',
    body: `${count} waiting for you in the Library, in Realm ${section.realmId}: ${section.realmTitle}.`,
    actionPath: paths.resources,
  };
}

/** Posted to everyone whose section already holds a resource staff just added. */
export function resourceAddedNotification(
  recipientId: string,
  resource: { id: string; title: string; realmId: number; realmTitle: string },
): NotificationInput {
  return {
    recipientId,
    kind: 'resource-added',
    title: `New in the Library: Realm ${resource.realmId}: ${resource.realmTitle}`,
    body: `“${resource.title}” was added to your library.`,
    actionPath: paths.resources,
    subjectKey: resourceSubjectKey(resource.id),
  };
}

export const resourceSubjectKey = (resourceId: string) => `resource:${resourceId}`;

/** What an earlier "added" notification says once staff removed the resource: no name any more. */
export function resourceRemovedWords(resourceId: string) {
  return {
    subjectKey: resourceSubjectKey(resourceId),
    title: 'Removed from the Library',
    body: 'A resource added to your library has since been removed by the programme team.',
    actionPath: paths.resources,
  };
}
