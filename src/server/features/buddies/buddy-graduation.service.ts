import { realmLabel } from '#shared/rules/buddies.ts';
import type { Database } from '../../db/client.ts';
import { postNotification } from '../notifications/notifications.service.ts';
import { buddyGraduatedNotification, retirePairNotifications } from './buddy-notifications.ts';
import { endPairsMadeInRealm, partnerIn } from './buddy-pairs.queries.ts';
import { publicNamesOf } from './buddy-profiles.ts';
import { lapseRequests, listOpenRequestsWith } from './buddy-requests.queries.ts';

/**
 * A creator moved on to a new realm: their open requests with creators now in
 * another realm could never be accepted, so they lapse (leave both lists and
 * the "waiting" count). Called by the realm completion in its transaction.
 */
export async function lapseRequestsAcrossRealms(
  deps: { db: Database },
  // The caller (the realm completion) says where a creator is: no import back into it.
  input: { userId: string; currentRealmIdOf: (userId: string) => Promise<number> },
) {
  const open = await listOpenRequestsWith(deps.db, input.userId);
  if (open.length === 0) return { lapsed: 0 };
  const myRealmId = await input.currentRealmIdOf(input.userId);
  const lapsedIds: number[] = [];
  for (const request of open) {
    const otherId = request.senderId === input.userId ? request.recipientId : request.senderId;
    if (otherId === null) continue;
    if ((await input.currentRealmIdOf(otherId)) !== myRealmId) lapsedIds.push(request.id);
  }
  await lapseRequests(deps.db, lapsedIds);
  return { lapsed: lapsedIds.length };
}

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
  await retirePairNotifications(
    deps.db,
    ended.map((pair) => pair.id),
  );
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
