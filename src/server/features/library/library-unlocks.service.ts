import type { Database } from '../../db/client.ts';
import { postNotification } from '../notifications/notifications.service.ts';
import { countActiveResourcesInRealm, insertLibraryUnlock } from './library.queries.ts';
import { resourcesUnlockedNotification } from './library-notifications.ts';

/**
 * Called inside the realm-completion transaction: completing realm n opens
 * library section n+1 (when realm n+1 is open: `unlockedRealm`), and if that
 * section holds resources the creator is told so, in the notification center
 * and once by 'New Resources Unlocked!' on whichever device they use next.
 * Returns the section's realm id when it was recorded.
 */
export async function recordSectionUnlocked(
  tx: Database,
  input: { userId: string; unlockedRealm: { id: number; title: string } | undefined },
): Promise<number | null> {
  if (!input.unlockedRealm) return null;
  const { id: realmId, title: realmTitle } = input.unlockedRealm;
  const resourceCount = await countActiveResourcesInRealm(tx, realmId);
  if (resourceCount === 0) return null;
  await insertLibraryUnlock(tx, input.userId, realmId);
  await postNotification(
    tx,
    resourcesUnlockedNotification(input.userId, { realmId, realmTitle, resourceCount }),
  );
  return realmId;
}
