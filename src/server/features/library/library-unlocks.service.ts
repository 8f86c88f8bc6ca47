import { realms } from '#content/realms.ts';
import { isLibraryRealm } from '#shared/rules/library.ts';
import type { Database } from '../../db/client.ts';
import { postNotification } from '../notifications/notifications.service.ts';
import { countActiveResourcesInRealm, insertLibraryUnlock } from './library.queries.ts';
import { resourcesUnlockedNotification } from './library-notifications.ts';

/**
 * Called inside the realm-completion transaction: completing realm n opens
 * library section n+1, and if that section holds resources the creator is
 * told so, in the notification center and once by 'New Resources Unlocked!'
 * on whichever device they use next. Returns the section's realm id when it
 * was recorded.
 */
export async function recordSectionUnlocked(
  tx: Database,
  input: { userId: string; completedRealmId: number },
): Promise<number | null> {
  const realmId = input.completedRealmId + 1;
  if (!isLibraryRealm(realmId)) return null;
  const resourceCount = await countActiveResourcesInRealm(tx, realmId);
  if (resourceCount === 0) return null;
  await insertLibraryUnlock(tx, input.userId, realmId);
  const realmTitle = realms.find((realm) => realm.id === realmId)!.title;
  await postNotification(
    tx,
    resourcesUnlockedNotification(input.userId, { realmId, realmTitle, resourceCount }),
  );
  return realmId;
}
