import { AppError } from '#shared/errors.ts';
import { buddyMessages, weekStartOf } from '#shared/rules/buddies.ts';
import { localDateIn } from '#shared/rules/calendar.ts';
import { postNotification } from '../notifications/notifications.service.ts';
import { buddyEndedNotification, retirePairNotifications } from './buddy-notifications.ts';
import { upsertWeeklyNote } from './buddy-notes.queries.ts';
import { endPairOfMember, findActivePairOf, partnerIn } from './buddy-pairs.queries.ts';
import { publicNamesOf } from './buddy-profiles.ts';
import { walkedRealms, type BuddyDeps } from './buddy-requests.service.ts';
import { loadBuddyCards } from './buddy-views.queries.ts';
import { toBuddyCard } from './buddy-cards.ts';
import { loadTogetherOf } from './buddy-together.ts';
import { countWaitingRequestsTo } from './buddy-requests.queries.ts';

/**
 * The /buddies screen: a card per active buddy (with the streak the two share
 * and whether a nudge is on offer), this week's start, and how many requests wait.
 */
export async function listBuddyCards(
  deps: BuddyDeps,
  input: { userId: string; timeZone: string; now: Date },
) {
  const [rows, waitingRequests, realms] = await Promise.all([
    loadBuddyCards(deps.db, input.userId),
    countWaitingRequestsTo(deps.db, input.userId),
    walkedRealms(deps),
  ]);
  const together = await loadTogetherOf(deps.db, { ...input, rows });
  return {
    buddies: rows.map((row) => ({
      ...toBuddyCard(row, { viewerId: input.userId, now: input.now, realms }),
      ...together.get(row.pairId)!,
    })),
    thisWeek: weekStartOf(localDateIn(input.timeZone, input.now)),
    waitingRequests,
  };
}

/** Ends a pairing at either buddy's wish; the other is told. Ending it twice is a 404. */
export async function endBuddyPairing(deps: BuddyDeps, input: { userId: string; pairId: number }) {
  return deps.db.transaction(async (tx) => {
    const [ended] = await endPairOfMember(tx, { ...input, reason: 'ended' });
    if (!ended) throw new AppError('NOT_FOUND', { userMessage: buddyMessages.pairingGone });
    const partnerId = partnerIn(ended, input.userId);
    const names = await publicNamesOf(tx, [input.userId]);
    await retirePairNotifications(tx, [ended.id]);
    await postNotification(tx, buddyEndedNotification(partnerId, names.get(input.userId)!));
    return { pairId: ended.id };
  });
}

/**
 * This week's note for a buddy: one per creator per pair per week (on the
 * creator's own calendar, Monday to Sunday); writing again this week rewrites it.
 */
export async function writeBuddyNote(
  deps: BuddyDeps,
  input: { userId: string; timeZone: string; pairId: number; text: string; now: Date },
) {
  const text = input.text.trim();
  if (text === '') {
    throw new AppError('VALIDATION_FAILED', {
      title: buddyMessages.noteEmpty.title,
      userMessage: buddyMessages.noteEmpty.message,
    });
  }
  const pair = await findActivePairOf(deps.db, input.pairId, input.userId);
  if (!pair) throw new AppError('NOT_FOUND', { userMessage: buddyMessages.pairingGone });
  const today = localDateIn(input.timeZone, input.now);
  const note = await upsertWeeklyNote(deps.db, {
    pairId: pair.id,
    authorId: input.userId,
    weekStart: weekStartOf(today),
    writtenOn: today,
    text,
  });
  return { note };
}
