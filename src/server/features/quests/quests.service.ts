import { realms } from '#content/realms.ts';
import { AppError } from '#shared/errors.ts';
import { findQuest, isRealmUnlocked } from '#shared/rules/realm-progress.ts';
import type { Database } from '../../db/client.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { loadCompletedRealmIds } from '../progress/progress.queries.ts';
import { attachWorksheet, findAnswer, markAnswerCompleted } from './quests.queries.ts';
import { receiveWorksheet } from './worksheet-upload.ts';

export type QuestDeps = { db: Database; fileStore: FileStore };

export const lockedRealmError = (title: string) =>
  new AppError('FORBIDDEN', {
    title: `${title} is Locked`,
    userMessage: 'Complete your current realm to unlock this next stage of your journey.',
  });

const alreadyCompleted = () =>
  new AppError('CONFLICT', {
    title: 'Quest Completed',
    userMessage: 'You have already completed this quest.',
  });

/** The quest, if it exists and can still be worked on by this creator. */
async function findOpenQuest(db: Database, userId: string, questId: string) {
  const found = findQuest(realms, questId);
  if (!found) throw new AppError('NOT_FOUND', { userMessage: 'There is no such quest.' });
  const completedRealmIds = await loadCompletedRealmIds(db, userId);
  if (!isRealmUnlocked(found.realm.id, completedRealmIds))
    throw lockedRealmError(found.realm.title);
  if (completedRealmIds.has(found.realm.id)) {
    throw new AppError('CONFLICT', {
      title: 'Realm Mastered!',
      userMessage: 'This realm is already complete.',
    });
  }
  return found;
}

export async function completeQuest(
  db: Database,
  input: { userId: string; questId: string; content: string | undefined },
) {
  const { realm, quest } = await findOpenQuest(db, input.userId, input.questId);
  const existing = await findAnswer(db, input.userId, quest.id);
  if (existing?.completedAt) throw alreadyCompleted();

  let content: string | null = null;
  if (quest.type === 'worksheet') {
    if (!existing?.fileKey) {
      throw new AppError('VALIDATION_FAILED', {
        title: 'File Required',
        userMessage: 'Please upload a file to complete this worksheet quest.',
      });
    }
    content = input.content?.trim() || null;
  } else {
    content = input.content?.trim() ?? '';
    if (!content) {
      throw new AppError('VALIDATION_FAILED', {
        title: 'Content Required',
        userMessage: 'Please write your response to complete this quest.',
      });
    }
  }
  const isCompleted = await markAnswerCompleted(db, {
    userId: input.userId,
    questId: quest.id,
    realmId: realm.id,
    content,
  });
  if (!isCompleted) throw alreadyCompleted();
}

export async function uploadWorksheet(
  deps: QuestDeps,
  input: {
    userId: string;
    questId: string;
    fileName: string;
    declaredLength: number | undefined;
    body: ReadableStream<Uint8Array> | null;
  },
) {
  const { realm, quest } = await findOpenQuest(deps.db, input.userId, input.questId);
  if (quest.type !== 'worksheet') {
    throw new AppError('VALIDATION_FAILED', {
      userMessage: 'This quest takes a written answer, not a file.',
    });
  }
  const stored = await receiveWorksheet({
    body: input.body,
    fileName: input.fileName,
    declaredLength: input.declaredLength,
    keyPrefix: `worksheets/${input.userId}/${quest.id}`,
    fileStore: deps.fileStore,
  });
  const result = await attachWorksheet(deps.db, {
    userId: input.userId,
    questId: quest.id,
    realmId: realm.id,
    ...stored,
  });
  if (!result.isAttached) {
    await deps.fileStore.delete(stored.fileKey);
    throw alreadyCompleted();
  }
  if (result.replacedKey) await deps.fileStore.delete(result.replacedKey);
  return { fileName: stored.fileName, fileSize: stored.fileSize };
}

/** A worksheet is readable by its owner and by admins, nobody else (404 otherwise). */
export async function openWorksheet(deps: QuestDeps, input: { ownerId: string; questId: string }) {
  const answer = await findAnswer(deps.db, input.ownerId, input.questId);
  const file = answer?.fileKey ? await deps.fileStore.get(answer.fileKey) : null;
  if (!answer?.fileKey || !file)
    throw new AppError('NOT_FOUND', { userMessage: 'There is no file here.' });
  return {
    ...file,
    fileName: answer.fileName ?? 'worksheet',
    fileType: answer.fileType ?? 'application/octet-stream',
  };
}
