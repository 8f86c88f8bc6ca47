import { z } from 'zod';
import type { RealmDefinition } from '#shared/content-types.ts';
import { emitWebhookEvent } from '../webhooks/webhook-events.ts';
import { AppError } from '#shared/errors.ts';
import { buddyMessages, MAX_ACTIVE_BUDDIES, MAX_WAITING_REQUESTS } from '#shared/rules/buddies.ts';
import type { BuddyRequestInput } from '#shared/schemas/buddies.ts';
import { findUserIdByEmail, lockUserRow } from '../../auth/users.queries.ts';
import type { Database } from '../../db/client.ts';
import { openRealmsAt, type CurriculumCache } from '../curriculum/curriculum-cache.ts';
import { postNotification } from '../notifications/notifications.service.ts';
import { hasBlocked } from './buddy-blocks.queries.ts';
import { buddyAcceptedNotification, buddyRequestNotification } from './buddy-notifications.ts';
import {
  countActivePairs,
  findActivePairBetween,
  insertPair,
  orderedMembers,
} from './buddy-pairs.queries.ts';
import { publicNamesOf } from './buddy-profiles.ts';
import {
  answerWaitingRequest,
  cancelOpenRequest,
  countOpenSentRequests,
  findWaitingRequestTo,
  hasRequestBetweenWithinADay,
  insertOrFindOpenRequest,
  settleOpenRequestsBetween,
} from './buddy-requests.queries.ts';
import { isCandidateFor } from './buddy-candidates.queries.ts';
import { currentRealmOf } from './current-realm.ts';

export type BuddyDeps = { db: Database; curriculum: CurriculumCache; clock: () => Date };

/** The realms as creators walk them now: whose realm is whose is read against them. */
export const walkedRealms = (deps: BuddyDeps) => openRealmsAt(deps.curriculum, deps.clock());

const refusal = (words: { title: string; message: string }) =>
  new AppError('CONFLICT', { title: words.title, userMessage: words.message });

/** Where a request goes: an account found by address (or none), or a creator from the findable list. */
async function resolveRecipient(
  tx: Database,
  input: {
    userId: string;
    userEmail: string;
    request: BuddyRequestInput;
    realms: readonly RealmDefinition[];
  },
): Promise<{ recipientId: string | null; recipientEmail: string | null }> {
  const { email, creatorId } = input.request;
  if (email !== undefined && creatorId === undefined) {
    const address = email.trim().toLowerCase();
    if (!z.email().safeParse(address).success) {
      throw new AppError('VALIDATION_FAILED', {
        title: 'Check the Address',
        userMessage: 'Please enter a valid email address, such as maya@example.com.',
      });
    }
    if (address === input.userEmail.toLowerCase()) {
      throw new AppError('VALIDATION_FAILED', {
        title: buddyMessages.ownAddress.title,
        userMessage: buddyMessages.ownAddress.message,
      });
    }
    return { recipientId: (await findUserIdByEmail(tx, address)) ?? null, recipientEmail: address };
  }
  if (creatorId !== undefined && email === undefined) {
    const myRealm = await currentRealmOf(tx, input.userId, input.realms);
    const isFindable = await isCandidateFor(tx, {
      userId: input.userId,
      creatorId,
      realmId: myRealm.id,
      realmCount: input.realms.length,
    });
    if (!isFindable) throw new AppError('NOT_FOUND', { userMessage: buddyMessages.notFindable });
    return { recipientId: creatorId, recipientEmail: null };
  }
  throw new AppError('VALIDATION_FAILED', {
    title: 'Who Is It For?',
    userMessage: 'Enter a fellow creator’s email address, or choose someone from your realm.',
  });
}

/**
 * Sends a buddy request. By email, the answer is the same whether or not the
 * address has an account, and whether or not its owner blocked the sender:
 * only an existing, unblocking recipient is told. Repeating a request changes
 * nothing. The waiting-request limit holds under parallel sends: each sender's
 * requests are made one at a time, under their user row lock.
 */
export async function sendBuddyRequest(
  deps: BuddyDeps,
  input: { userId: string; userEmail: string; request: BuddyRequestInput },
) {
  const realms = await walkedRealms(deps);
  return deps.db.transaction(async (tx) => {
    await lockUserRow(tx, input.userId);
    const recipient = await resolveRecipient(tx, { ...input, realms });
    if ((await countActivePairs(tx, input.userId)) >= MAX_ACTIVE_BUDDIES) {
      throw refusal(buddyMessages.fullHouse);
    }
    const openBefore = await countOpenSentRequests(tx, input.userId);
    const isBlocked =
      recipient.recipientId !== null && (await hasBlocked(tx, recipient.recipientId, input.userId));
    // A request across realms could never be accepted: refused now, with the words 'Accept' would give.
    // Not to someone who blocked the sender: that stays unsaid.
    if (recipient.recipientId !== null && !isBlocked) {
      const myRealm = await currentRealmOf(tx, input.userId, realms);
      const theirRealm = await currentRealmOf(tx, recipient.recipientId, realms);
      if (myRealm.id !== theirRealm.id) {
        throw refusal(
          recipient.recipientEmail === null
            ? buddyMessages.differentRealms(
                myRealm.label,
                theirRealm.label,
                (await publicNamesOf(tx, [recipient.recipientId])).get(recipient.recipientId)!,
              )
            : buddyMessages.differentRealmsByEmail(myRealm.label),
        );
      }
    }
    const stored = await insertOrFindOpenRequest(tx, {
      senderId: input.userId,
      ...recipient,
      status: isBlocked ? 'blocked' : 'waiting',
    });
    if (stored.isNew && openBefore >= MAX_WAITING_REQUESTS) {
      throw refusal(buddyMessages.tooManyWaiting);
    }
    // One bell notification per two people a day, however often a request is sent and cancelled.
    const isNotified =
      stored.isNew &&
      recipient.recipientId !== null &&
      !isBlocked &&
      !(await hasRequestBetweenWithinADay(tx, {
        firstId: input.userId,
        secondId: recipient.recipientId,
        exceptId: stored.id,
      }));
    if (isNotified) {
      const names = await publicNamesOf(tx, [input.userId]);
      await postNotification(
        tx,
        buddyRequestNotification(recipient.recipientId!, names.get(input.userId)!),
      );
    }
    return {
      isNew: stored.isNew,
      request: { id: stored.id, email: recipient.recipientEmail, createdAt: stored.createdAt },
    };
  });
}

/**
 * Accepts a request, in one transaction holding both creators' user rows,
 * locked in id order so two accepts never wait on each other in a circle.
 * Every pair a creator joins is made under their row lock, so the counts read
 * here are final: neither side can pass two active buddies, however many
 * accepts run at once. Both must be in the same current realm.
 */
export async function acceptBuddyRequest(
  deps: BuddyDeps,
  input: { userId: string; requestId: number },
) {
  const realms = await walkedRealms(deps);
  return deps.db.transaction(async (tx) => {
    const request = await findWaitingRequestTo(tx, input.requestId, input.userId);
    if (!request) throw new AppError('NOT_FOUND', { userMessage: buddyMessages.requestGone });
    const senderId = request.senderId;
    for (const memberId of orderedMembers(input.userId, senderId)) await lockUserRow(tx, memberId);
    // Read again under the locks: a parallel answer may have settled it meanwhile.
    if (!(await findWaitingRequestTo(tx, input.requestId, input.userId))) {
      throw new AppError('NOT_FOUND', { userMessage: buddyMessages.requestGone });
    }
    const senderName = (await publicNamesOf(tx, [senderId])).get(senderId)!;
    if (await findActivePairBetween(tx, input.userId, senderId)) {
      throw refusal(buddyMessages.alreadyBuddies(senderName));
    }
    if ((await countActivePairs(tx, input.userId)) >= MAX_ACTIVE_BUDDIES) {
      throw refusal(buddyMessages.fullHouse);
    }
    if ((await countActivePairs(tx, senderId)) >= MAX_ACTIVE_BUDDIES) {
      throw refusal(buddyMessages.theyAreFull(senderName));
    }
    const myRealm = await currentRealmOf(tx, input.userId, realms);
    const theirRealm = await currentRealmOf(tx, senderId, realms);
    if (myRealm.id !== theirRealm.id) {
      throw refusal(buddyMessages.differentRealms(myRealm.label, theirRealm.label, senderName));
    }
    const pairId = await insertPair(tx, {
      first: input.userId,
      second: senderId,
      realmId: myRealm.id,
    });
    await answerWaitingRequest(tx, {
      requestId: input.requestId,
      recipientId: input.userId,
      status: 'accepted',
    });
    await settleOpenRequestsBetween(tx, input.userId, senderId);
    const myName = (await publicNamesOf(tx, [input.userId])).get(input.userId)!;
    await postNotification(tx, buddyAcceptedNotification(senderId, { buddyName: myName, pairId }));
    await emitWebhookEvent(tx, {
      type: 'buddy.paired',
      creatorId: input.userId,
      data: { pairId, creatorIds: [senderId, input.userId], realmId: myRealm.id },
      occurredAt: new Date(),
    });
    return { pairId, realm: myRealm.label };
  });
}

/** Declines quietly: the sender is not told. */
export async function declineBuddyRequest(
  deps: BuddyDeps,
  input: { userId: string; requestId: number },
) {
  const isDeclined = await answerWaitingRequest(deps.db, {
    requestId: input.requestId,
    recipientId: input.userId,
    status: 'declined',
  });
  if (!isDeclined) throw new AppError('NOT_FOUND', { userMessage: buddyMessages.requestGone });
  return { requestId: input.requestId };
}

export async function cancelBuddyRequest(
  deps: BuddyDeps,
  input: { userId: string; requestId: number },
) {
  const isCancelled = await cancelOpenRequest(deps.db, {
    requestId: input.requestId,
    senderId: input.userId,
  });
  if (!isCancelled) throw new AppError('NOT_FOUND', { userMessage: buddyMessages.requestGone });
  return { requestId: input.requestId };
}
