import { AppError } from '#shared/errors.ts';
import { postNotification } from '../notifications/notifications.service.ts';
import { deleteBlock, insertBlock, isFindable, saveFindable } from './buddy-blocks.queries.ts';
import { buddyEndedNotification, retirePairNotifications } from './buddy-notifications.ts';
import { endPairOfMember, findActivePairBetween, hasEverPaired } from './buddy-pairs.queries.ts';
import { publicNamesOf } from './buddy-profiles.ts';
import { hasSentRequestTo, setRequestsFromBlocked } from './buddy-requests.queries.ts';
import type { BuddyDeps } from './buddy-requests.service.ts';

const unknownCreator = () =>
  new AppError('NOT_FOUND', { userMessage: 'There is no such creator to block.' });

/**
 * Blocks a creator who has sent a request or been a buddy (anyone else is a
 * 404, like a creator who does not exist). Their waiting requests disappear
 * and any new ones are kept from the blocker, silently: they are never told.
 * A pairing still active ends the ordinary way, with the ordinary notice.
 */
export async function blockCreator(deps: BuddyDeps, input: { userId: string; creatorId: string }) {
  if (input.creatorId === input.userId) throw unknownCreator();
  const isKnown =
    (await hasSentRequestTo(deps.db, input.creatorId, input.userId)) ||
    (await hasEverPaired(deps.db, input.userId, input.creatorId));
  if (!isKnown) throw unknownCreator();
  return deps.db.transaction(async (tx) => {
    await insertBlock(tx, input.userId, input.creatorId);
    await setRequestsFromBlocked(tx, {
      senderId: input.creatorId,
      recipientId: input.userId,
      isBlocked: true,
    });
    const pair = await findActivePairBetween(tx, input.userId, input.creatorId);
    if (pair) {
      const [ended] = await endPairOfMember(tx, {
        pairId: pair.id,
        userId: input.userId,
        reason: 'ended',
      });
      if (ended) {
        await retirePairNotifications(tx, [ended.id]);
        const names = await publicNamesOf(tx, [input.userId]);
        await postNotification(
          tx,
          buddyEndedNotification(input.creatorId, names.get(input.userId)!),
        );
      }
    }
    return { creatorId: input.creatorId };
  });
}

/** Lifts a block: the creator's waiting requests show again. */
export async function unblockCreator(
  deps: BuddyDeps,
  input: { userId: string; creatorId: string },
) {
  return deps.db.transaction(async (tx) => {
    if (!(await deleteBlock(tx, input.userId, input.creatorId))) {
      throw new AppError('NOT_FOUND', { userMessage: 'That creator is not blocked.' });
    }
    await setRequestsFromBlocked(tx, {
      senderId: input.creatorId,
      recipientId: input.userId,
      isBlocked: false,
    });
    return { creatorId: input.creatorId };
  });
}

/** Whether 'Find a Realm Buddy' lists this creator to others in their realm (off by default). */
export async function setBuddyVisibility(
  deps: Pick<BuddyDeps, 'db'>,
  input: { userId: string; isFindable: boolean },
) {
  await saveFindable(deps.db, input.userId, input.isFindable);
  return { isFindable: input.isFindable };
}

export async function getBuddyVisibility(deps: Pick<BuddyDeps, 'db'>, input: { userId: string }) {
  return { isFindable: await isFindable(deps.db, input.userId) };
}
