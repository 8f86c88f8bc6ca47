import { realms } from '#content/realms.ts';
import { LIBRARY_REALM_IDS } from '#shared/library-limits.ts';
import { allTasksOf } from '#shared/rules/realm-progress.ts';

/** The realms with a library section, with the quests a resource may be the template of. */
export const libraryRealms = realms
  .filter((realm) => (LIBRARY_REALM_IDS as readonly number[]).includes(realm.id))
  .map((realm) => ({
    id: realm.id,
    title: realm.title,
    quests: allTasksOf(realm).map(({ id, title }) => ({ id, title })),
  }));

export const realmTitleOf = (realmId: number) =>
  libraryRealms.find((realm) => realm.id === realmId)?.title ?? '';
