import type { RealmDefinition } from '#shared/content-types.ts';
import { buddyJourneyOf, publicNameOf, weekStartOf } from '#shared/rules/buddies.ts';
import { localDateIn } from '#shared/rules/calendar.ts';
import { computeStreaks, streakHistoryIn } from '#shared/rules/streaks.ts';
import type { BuddyCardRow, BuddySummaryRow } from './buddy-views.queries.ts';

/** Where a buddy is, from which realms and quests they have done, never from what they wrote. */
const journeyOf = (row: BuddySummaryRow, realms: readonly RealmDefinition[]) =>
  buddyJourneyOf({
    realms,
    completedRealmIds: row.completedRealmIds,
    completedQuestIds: row.completedQuestIds,
  });

/**
 * A buddy in the progress's shape (the original's: id, name, currentQuest,
 * progress, realm, avatar). `id` is the pairing's, which every buddy action names.
 */
export function toBuddySummary(row: BuddySummaryRow, realms: readonly RealmDefinition[]) {
  const journey = journeyOf(row, realms);
  return {
    id: row.pairId,
    name: publicNameOf(row),
    currentQuest: journey.currentQuest,
    progress: journey.progress,
    realm: journey.realm,
    avatar: row.image,
  };
}

/** A buddy card: the summary, plus the realm's number, the streak and the pair's latest notes. */
export function toBuddyCard(
  row: BuddyCardRow,
  input: { viewerId: string; now: Date; realms: readonly RealmDefinition[] },
) {
  const journey = journeyOf(row, input.realms);
  const name = publicNameOf(row);
  return {
    id: row.pairId,
    name,
    avatar: row.image,
    realm: journey.realm,
    realmId: journey.realmId,
    progress: journey.progress,
    currentQuest: journey.currentQuest,
    pairedAt: row.pairedAt,
    // Counted on the buddy's own calendar, as their dashboard counts it.
    streak: computeStreaks(
      streakHistoryIn(row.timeZone, row.checkinDates, row.realmsCompletedAt),
      localDateIn(row.timeZone, input.now),
    ).current,
    // Their "This week I will …", while the week it was written for is theirs now.
    commitment:
      row.commitment &&
      row.commitment.weekStart === weekStartOf(localDateIn(row.timeZone, input.now))
        ? row.commitment.text
        : null,
    notes: row.notes.map((note) => ({
      id: note.id,
      isMine: note.authorId === input.viewerId,
      authorName: note.authorId === input.viewerId ? 'You' : name,
      weekStart: note.weekStart,
      writtenOn: note.writtenOn,
      text: note.text,
    })),
  };
}
