import { AppError } from '#shared/errors.ts';
import { buddyMessages } from '#shared/rules/buddies.ts';
import {
  buddyNudgeMessages,
  isQuietFor,
  nudgeWordsFor,
  QUIET_DAYS_BEFORE_NUDGE,
} from '#shared/rules/buddy-nudges.ts';
import { addDays, localDateIn } from '#shared/rules/calendar.ts';
import { listContacts } from '../../auth/users.queries.ts';
import { isOptedOut } from '../../mail/email-opt-outs.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { postNotification } from '../notifications/notifications.service.ts';
import { buddyNudgeEmail, buddyNudgeNotification } from './buddy-nudge-notification.ts';
import { insertNudgeOncePerDay, listCheckinDatesOf } from './buddy-nudges.queries.ts';
import { findActivePairOf, partnerIn } from './buddy-pairs.queries.ts';
import { publicNamesOf } from './buddy-profiles.ts';
import type { BuddyDeps } from './buddy-requests.service.ts';

export type BuddyNudgeDeps = BuddyDeps & { outbox: Outbox; appUrl: string };

const refusal = (words: { title: string; message: string }) =>
  new AppError('CONFLICT', { title: words.title, userMessage: words.message });

/**
 * One of a pair nudges the other after quiet days: warm words in the bell,
 * and by email unless the buddy turned buddy nudges off — which also means no
 * nudge at all. Once per sender per pair per day (the sender's calendar),
 * however many requests arrive at once: the unique constraint writes one,
 * and every refusal rolls back with nothing written.
 */
export async function nudgeBuddy(
  deps: BuddyNudgeDeps,
  input: { userId: string; timeZone: string; pairId: number; now: Date },
) {
  const sentOn = localDateIn(input.timeZone, input.now);
  return deps.db.transaction(async (tx) => {
    const pair = await findActivePairOf(tx, input.pairId, input.userId);
    if (!pair) throw new AppError('NOT_FOUND', { userMessage: buddyMessages.pairingGone });
    const buddyId = partnerIn(pair, input.userId);
    const [buddy] = await listContacts(tx, [buddyId]);
    if (!buddy) throw new AppError('NOT_FOUND', { userMessage: buddyMessages.pairingGone });
    const buddyToday = localDateIn(buddy.timeZone, input.now);
    const recentDates = await listCheckinDatesOf(
      tx,
      buddyId,
      addDays(buddyToday, -QUIET_DAYS_BEFORE_NUDGE),
    );
    if (!isQuietFor(recentDates, buddyToday)) throw refusal(buddyNudgeMessages.notQuiet);
    if (await isOptedOut(tx, buddy.email, 'buddy-nudge'))
      throw refusal(buddyNudgeMessages.nudgesOff);
    const isNew = await insertNudgeOncePerDay(tx, {
      pairId: pair.id,
      senderId: input.userId,
      recipientId: buddyId,
      sentOn,
    });
    if (!isNew) throw refusal(buddyNudgeMessages.alreadyToday);
    const senderName = (await publicNamesOf(tx, [input.userId])).get(input.userId)!;
    const words = nudgeWordsFor(senderName, sentOn);
    await postNotification(tx, buddyNudgeNotification(buddyId, { senderName, words }));
    await deps.outbox.enqueue(
      'buddy-nudge',
      buddyNudgeEmail({ to: buddy.email, senderName, words, appUrl: deps.appUrl }),
      tx,
    );
    return { pairId: pair.id, sentOn };
  });
}
