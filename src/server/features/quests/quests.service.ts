import { AppError } from '#shared/errors.ts';
import { findQuest } from '#shared/rules/realm-progress.ts';
import { missingQuestAnswer } from '#shared/rules/required-fields.ts';
import type { Database } from '../../db/client.ts';
import { pacedRealms, realmsOpenFor } from '../cohorts/cohort-pace.ts';
import { openRealmsAt, type CurriculumCache } from '../curriculum/curriculum-cache.ts';
import type { AuthenticatedUser } from '../../http/app-env.ts';
import type { ServableFile } from '../../http/stored-file-response.ts';
import { canReadCreatorData } from '../../policies/creator-data.policy.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { assertRealmHeldOpen } from '../curriculum/realm-held-open.ts';
import { assertRealmOpenForWork, assertRealmOpenGiven } from '../realms/realms.service.ts';
import { enterReviewQueue } from '../reviews/review-intake.service.ts';
import { isRevisionDue } from '../reviews/revision.service.ts';
import { emitWebhookEvent } from '../webhooks/webhook-events.ts';
import {
  attachWorksheet,
  fillMissingAnsweredPrompt,
  findAnswer,
  loadQuestStanding,
  markAnswerCompleted,
} from './quests.queries.ts';
import { receiveWorksheet } from './worksheet-upload.ts';

export type QuestDeps = {
  db: Database;
  fileStore: FileStore;
  curriculum: CurriculumCache;
  clock: () => Date;
};

const alreadyCompleted = () =>
  new AppError('CONFLICT', {
    title: 'Quest Completed',
    userMessage: 'You have already completed this quest.',
  });

/**
 * The quest, if it is in a realm creators can walk now and this creator can
 * still work on it. A quest of a realm staff are writing does not exist yet.
 */
async function findOpenQuest(
  deps: QuestDeps,
  userId: string,
  questId: string,
  options: { isRevising?: boolean } = {},
) {
  const found = findQuest(await realmsOpenFor(deps, userId, deps.clock()), questId);
  if (!found) throw new AppError('NOT_FOUND', { userMessage: 'There is no such quest.' });
  // A revision a coach asked for may come after the realm was completed: feedback never holds the journey.
  if (!options.isRevising) await assertRealmOpenForWork(deps, { userId, realm: found.realm });
  return found;
}

/** findOpenQuest for a completion, with the creator's answer so far: one read of the creator. */
async function findQuestToComplete(deps: QuestDeps, userId: string, questId: string) {
  const now = deps.clock();
  const [standing, realms] = await Promise.all([
    loadQuestStanding(deps.db, userId, questId),
    openRealmsAt(deps.curriculum, now),
  ]);
  const found =
    standing && findQuest(pacedRealms(realms, standing.cohort ?? undefined, now), questId);
  if (!found) throw new AppError('NOT_FOUND', { userMessage: 'There is no such quest.' });
  assertRealmOpenGiven(found.realm, standing.completedRealmIds);
  return { ...found, existing: standing.answer };
}

export async function completeQuest(
  deps: QuestDeps,
  input: { userId: string; questId: string; content: string | undefined },
) {
  const { db } = deps;
  const { realm, quest, existing } = await findQuestToComplete(deps, input.userId, input.questId);
  if (existing?.completedAt) throw alreadyCompleted();

  const missing = missingQuestAnswer({
    type: quest.type,
    content: input.content,
    hasFile: Boolean(existing?.fileKey),
  });
  if (missing) {
    throw new AppError('VALIDATION_FAILED', { title: missing.title, userMessage: missing.message });
  }
  const content = input.content?.trim() || null;
  const isCompleted = await db.transaction(async (tx) => {
    const isNew = await markAnswerCompleted(tx, {
      userId: input.userId,
      questId: quest.id,
      realmId: realm.id,
      content,
      // What this answer answered, whatever staff write in the quest later (decision 020).
      prompt: quest.prompt,
      now: deps.clock(),
    });
    // Nothing stored: completed meanwhile, or the realm went back to draft under the answer.
    if (!isNew) await assertRealmHeldOpen(tx, realm.id, deps.clock());
    if (isNew) {
      await emitWebhookEvent(tx, {
        type: 'quest.completed',
        creatorId: input.userId,
        data: {
          creatorId: input.userId,
          questId: quest.id,
          realmId: realm.id,
          questType: quest.type,
        },
        private: { answer: content, prompt: quest.prompt },
        occurredAt: deps.clock(),
      });
      if (quest.asksFeedback) {
        const file = await findAnswer(tx, input.userId, quest.id);
        await enterReviewQueue(tx, {
          userId: input.userId,
          questId: quest.id,
          realmId: realm.id,
          version: file?.version ?? 1,
          content,
          prompt: quest.prompt,
          file: {
            key: file?.fileKey ?? null,
            name: file?.fileName ?? null,
            type: file?.fileType ?? null,
            size: file?.fileSize ?? null,
          },
          submittedAt: deps.clock(),
        });
      }
    }
    return isNew;
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
  // After a coach's 'another pass' the completed answer takes its revision's file; the
  // file it replaces stays, named by the earlier version (answer_version).
  const isRevising = await isRevisionDue(deps, { userId: input.userId, questId: input.questId });
  const { realm, quest } = await findOpenQuest(deps, input.userId, input.questId, { isRevising });
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
  // A file no answer names is this upload's to remove: refused (completed meanwhile) or failed.
  const result = await deps.db
    .transaction(async (tx) => {
      await assertRealmHeldOpen(tx, realm.id, deps.clock());
      return attachWorksheet(tx, {
        userId: input.userId,
        questId: quest.id,
        realmId: realm.id,
        ...stored,
        isRevising,
      });
    })
    .catch(async (error: unknown) => {
      await deps.fileStore.delete(stored.fileKey);
      throw error;
    });
  if (!result.isAttached) {
    await deps.fileStore.delete(stored.fileKey);
    throw alreadyCompleted();
  }
  if (result.replacedKey && !isRevising) await deps.fileStore.delete(result.replacedKey);
  return { fileName: stored.fileName, fileSize: stored.fileSize };
}

/** A worksheet, to its owner or staff (canReadCreatorData); to anyone else it does not exist. */
export async function findWorksheetFile(
  deps: QuestDeps,
  input: { viewer: AuthenticatedUser; ownerId: string | undefined; questId: string },
): Promise<ServableFile> {
  const ownerId = input.ownerId ?? input.viewer.id;
  if (!canReadCreatorData(input.viewer, ownerId)) throw new AppError('NOT_FOUND');
  const answer = await findAnswer(deps.db, ownerId, input.questId);
  if (!answer?.fileKey) throw new AppError('NOT_FOUND', { userMessage: 'There is no file here.' });
  return {
    fileKey: answer.fileKey,
    fileName: answer.fileName ?? 'worksheet',
    contentType: answer.fileType ?? 'application/octet-stream',
    size: answer.fileSize ?? 0,
    // A creator's own answer: always downloaded, never rendered by the browser.
    disposition: 'attachment',
  };
}

/**
 * Answers completed before answers kept their prompt (migration 0012) get the
 * prompt of the content they answered: called once, when the curriculum is
 * first loaded from content/.
 */
export async function recordAnsweredPrompts(
  deps: { db: Database },
  quests: readonly { id: string; prompt: string }[],
) {
  for (const quest of quests) await fillMissingAnsweredPrompt(deps.db, quest.id, quest.prompt);
}
