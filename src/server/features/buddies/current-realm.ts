import type { RealmDefinition } from '#shared/content-types.ts';
import { realmLabel } from '#shared/rules/buddies.ts';
import { currentRealmId } from '#shared/rules/realm-progress.ts';
import type { Database } from '../../db/client.ts';
import { completedRealmIdsOf } from '../realms/realms.service.ts';

/**
 * The realm a creator is working in now (inside the caller's transaction when
 * given one), among the realms as creators walk them now.
 */
export async function currentRealmOf(
  db: Database,
  userId: string,
  realms: readonly RealmDefinition[],
) {
  const completed = await completedRealmIdsOf({ db }, { userId });
  const realm = realms.find(
    (candidate) => candidate.id === currentRealmId(realms.length, completed),
  )!;
  return { id: realm.id, label: realmLabel(realm) };
}
