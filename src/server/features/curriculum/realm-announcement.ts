import { realms as shippedRealms } from '#content/realms.ts';
import { PREPARING_DESCRIPTION } from '#shared/rules/publish-readiness.ts';

/**
 * What creators read of a realm that is not open: the name and line it was
 * announced with (shipped in content/), never the words staff are writing in
 * it, which may be embargoed until it opens. A realm the app never announced
 * is known by its number.
 */
export function announcedWordsOf(realmId: number): { title: string; description: string } {
  const shipped = shippedRealms.find((realm) => realm.id === realmId);
  return {
    title: shipped?.title ?? `Realm ${realmId}`,
    description: shipped?.description ?? PREPARING_DESCRIPTION,
  };
}
