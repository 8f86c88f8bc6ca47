import { realmLabel } from '#shared/rules/buddies.ts';
import type { Database } from '../../db/client.ts';
import { postNotification } from '../notifications/notifications.service.ts';
import { buddyGraduatedNotification } from './buddy-notifications.ts';
import { endPairsMadeInRealm, partnerIn } from './buddy-pairs.queries.ts';
import { publicNamesOf } from './buddy-profiles.ts';

/**
 * A creator completed a realm: every pair they made in it graduates (ends),
 * and both of each pair are told. Called by the realm completion with its own
 * transaction, so the pairs end exactly when the realm is completed; both are
 * then free to find buddies in their new realms.
 */
export async function graduateBuddyPairs(
  deps: { db: Database },
  input: { userId: string; realm: { id: number; title: string } },
) {
  const ended = await endPairsMadeInRealm(deps.db, {
    userId: input.userId,
    realmId: input.realm.id,
  });
  if (ended.length === 0) return { graduated: 0 };
  const partnerIds = ended.map((pair) => partnerIn(pair, input.userId));
  const names = await publicNamesOf(deps.db, [input.userId, ...partnerIds]);
  const realm = realmLabel(input.realm);
  for (const partnerId of partnerIds) {
    await postNotification(
      deps.db,
      buddyGraduatedNotification(input.userId, {
        buddyName: names.get(partnerId)!,
        realm,
        isCompleter: true,
      }),
    );
    await postNotification(
      deps.db,
      buddyGraduatedNotification(partnerId, {
        buddyName: names.get(input.userId)!,
        realm,
        isCompleter: false,
      }),
    );
  }
  return { graduated: ended.length };
}
