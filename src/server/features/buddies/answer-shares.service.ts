import type { RealmDefinition } from '#shared/content-types.ts';
import { AppError } from '#shared/errors.ts';
import { answerShareMessages, type ShareReaction } from '#shared/rules/answer-shares.ts';
import type { ShareReactionInput } from '#shared/schemas/answer-shares.ts';
import { postNotification } from '../notifications/notifications.service.ts';
import { findAnswer } from '../quests/quests.queries.ts';
import {
  answerReactionNotification,
  answerSharedNotification,
  retireShareNotifications,
} from './answer-share-notifications.ts';
import {
  deleteSharesOf,
  findVisibleShare,
  insertShares,
  listActivePairsWithBuddies,
  listVisibleShares,
  lockReactionRow,
  updateReaction,
  type VisibleShareRow,
} from './answer-shares.queries.ts';
import { publicNamesOf, toPublicProfile } from './buddy-profiles.ts';
import { walkedRealms, type BuddyDeps } from './buddy-requests.service.ts';

/** A quest's title as creators read it now; one staff removed keeps its old title. */
function questTitleIn(realms: readonly RealmDefinition[], questId: string): string {
  for (const realm of realms) {
    const quests = [...realm.quests, ...(realm.finalTask ? [realm.finalTask] : [])];
    const quest = [...quests, ...(realm.retiredQuests ?? [])].find((q) => q.id === questId);
    if (quest) return quest.title;
  }
  return 'A quest';
}

/**
 * Shares a completed answer with the creator's current buddies: every active
 * pair (a creator has at most two, both in the realm they are working in).
 * The confirmation names them. Sharing again changes nothing, and each buddy
 * is told once, however many requests arrive at once.
 */
export async function shareAnswer(deps: BuddyDeps, input: { userId: string; questId: string }) {
  const answer = await findAnswer(deps.db, input.userId, input.questId);
  if (!answer?.completedAt) {
    throw new AppError('NOT_FOUND', {
      title: answerShareMessages.noAnswer.title,
      userMessage: answerShareMessages.noAnswer.message,
    });
  }
  const realms = await walkedRealms(deps);
  return deps.db.transaction(async (tx) => {
    const pairs = await listActivePairsWithBuddies(tx, input.userId);
    if (pairs.length === 0) {
      throw new AppError('CONFLICT', {
        title: answerShareMessages.noBuddy.title,
        userMessage: answerShareMessages.noBuddy.message,
      });
    }
    const added = await insertShares(
      tx,
      pairs.map((pair) => ({
        pairId: pair.pairId,
        ownerId: input.userId,
        buddyId: pair.id,
        questId: input.questId,
      })),
    );
    if (added.length > 0) {
      const ownerName = (await publicNamesOf(tx, [input.userId])).get(input.userId)!;
      const questTitle = questTitleIn(realms, input.questId);
      for (const share of added) {
        await postNotification(
          tx,
          answerSharedNotification({
            recipientId: share.buddyId,
            shareId: share.id,
            ownerName,
            questTitle,
          }),
        );
      }
    }
    return {
      isNew: added.length > 0,
      questId: input.questId,
      sharedWith: pairs.map((pair) => toPublicProfile(pair)),
    };
  });
}

/** Stops sharing an answer with anyone; their reactions go with it. Stopping twice is no error. */
export async function unshareAnswer(deps: BuddyDeps, input: { userId: string; questId: string }) {
  return deps.db.transaction(async (tx) => {
    const removed = await deleteSharesOf(tx, { ownerId: input.userId, questId: input.questId });
    await retireShareNotifications(
      tx,
      removed.map((share) => share.id),
    );
    return { questId: input.questId, sharedWith: [] };
  });
}

function nextReaction(
  current: { reaction: ShareReaction | null; comment: string | null },
  change: ShareReactionInput,
) {
  const comment = change.comment === undefined ? current.comment : change.comment.trim() || null;
  return {
    reaction: change.reaction === undefined ? current.reaction : change.reaction,
    comment,
  };
}

/**
 * The buddy's reaction and comment on an answer shared with them: one of
 * each per share, rewritten at will. The owner is told when a reaction or a
 * comment first appears, not at every change of mind.
 */
export async function reactToShare(
  deps: BuddyDeps,
  input: { userId: string; shareId: number; change: ShareReactionInput },
) {
  if (input.change.reaction === undefined && input.change.comment === undefined) {
    throw new AppError('VALIDATION_FAILED', {
      title: answerShareMessages.nothingToSave.title,
      userMessage: answerShareMessages.nothingToSave.message,
    });
  }
  const realms = await walkedRealms(deps);
  return deps.db.transaction(async (tx) => {
    const share = await findVisibleShare(tx, input);
    if (!share) throw new AppError('NOT_FOUND', { userMessage: answerShareMessages.shareGone });
    if (share.ownerId === input.userId) {
      throw new AppError('FORBIDDEN', {
        title: answerShareMessages.ownAnswer.title,
        userMessage: answerShareMessages.ownAnswer.message,
      });
    }
    const current = await lockReactionRow(tx, { shareId: share.id, reactorId: input.userId });
    const next = nextReaction(current, input.change);
    const saved = await updateReaction(tx, { shareId: share.id, ...next });
    const isFirstReaction = current.reaction === null && next.reaction !== null;
    const isFirstComment = current.comment === null && next.comment !== null;
    if (isFirstReaction || isFirstComment) {
      await postNotification(
        tx,
        answerReactionNotification({
          recipientId: share.ownerId,
          shareId: share.id,
          buddyName: (await publicNamesOf(tx, [input.userId])).get(input.userId)!,
          questTitle: questTitleIn(realms, share.questId),
          hasComment: isFirstComment,
        }),
      );
    }
    return {
      shareId: share.id,
      reaction: saved.reaction,
      comment: saved.comment,
      updatedAt: saved.updatedAt.toISOString(),
    };
  });
}

function toSharedAnswer(row: VisibleShareRow, realms: readonly RealmDefinition[]) {
  return {
    id: row.id,
    questId: row.questId,
    questTitle: questTitleIn(realms, row.questId),
    realmId: row.realmId,
    answer: { content: row.content, fileName: row.fileName },
    sharedAt: row.sharedAt.toISOString(),
    reaction:
      row.reactedAt === null
        ? null
        : {
            reaction: row.reaction,
            comment: row.comment,
            updatedAt: row.reactedAt.toISOString(),
          },
  };
}

/**
 * The buddies screen's shared answers: those the creator's current buddies
 * shared with them, and theirs shared with their current buddies, each with
 * the buddy's reaction; and who the current buddies are (the quest card's
 * 'Share with my buddy' names them).
 */
export async function listSharedAnswers(deps: BuddyDeps, input: { userId: string }) {
  const [rows, pairs, realms] = await Promise.all([
    listVisibleShares(deps.db, input.userId),
    listActivePairsWithBuddies(deps.db, input.userId),
    walkedRealms(deps),
  ]);
  return {
    buddies: pairs.map((pair) => ({ pairId: pair.pairId, ...toPublicProfile(pair) })),
    sharedWithMe: rows
      .filter((row) => row.buddy.id === input.userId)
      .map((row) => ({ ...toSharedAnswer(row, realms), from: toPublicProfile(row.owner) })),
    mine: rows
      .filter((row) => row.owner.id === input.userId)
      .map((row) => ({ ...toSharedAnswer(row, realms), with: toPublicProfile(row.buddy) })),
  };
}
