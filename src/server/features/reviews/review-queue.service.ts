import { AppError } from '#shared/errors.ts';
import type { ReviewQueueQuery } from '#shared/schemas/reviews.ts';
import type { Database } from '../../db/client.ts';
import type { ServableFile } from '../../http/stored-file-response.ts';
import type { Outbox } from '../../mail/outbox.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { CurriculumCache } from '../curriculum/curriculum-cache.ts';
import { findCurrentAnswerVersion } from '../quests/quests.queries.ts';
import { findReviewedQuest, questsAskingFeedback } from './review-quests.ts';
import {
  findAnswerVersion,
  findDraft,
  findRequest,
  listAnswerVersions,
  listSentReviews,
  listWaitingCohorts,
  listWaitingRequests,
  summarizeWaitingRequests,
  type QueueFilter,
} from './reviews.queries.ts';

export type ReviewDeps = {
  db: Database;
  fileStore: FileStore;
  curriculum: CurriculumCache;
  outbox: Outbox;
  appUrl: string;
  clock: () => Date;
};

export const notYourOwnWork = () =>
  new AppError('FORBIDDEN', {
    title: 'Not Your Own Work',
    userMessage: 'This is your own answer: another coach reviews it.',
  });

const noSuchRequest = () =>
  new AppError('NOT_FOUND', { userMessage: 'There is no such answer waiting for feedback.' });

/** The cursor is the last item's (submitted_at, id): stable while new answers arrive at the end. */
function encodeCursor(row: { submittedAt: Date; id: number }): string {
  return `${row.submittedAt.toISOString()}_${row.id}`;
}

function decodeCursor(cursor: string | undefined): { submittedAt: Date; id: number } | null {
  if (cursor === undefined) return null;
  const [instant, id] = cursor.split('_');
  const submittedAt = new Date(instant ?? '');
  const number = Number(id);
  if (Number.isNaN(submittedAt.getTime()) || !Number.isInteger(number) || number < 1) {
    throw new AppError('VALIDATION_FAILED', {
      userMessage: 'That page of the queue is not one this list gave.',
      problems: [{ path: 'cursor', message: 'is not a cursor from this list' }],
    });
  }
  return { submittedAt, id: number };
}

export async function listReviewQueue(
  deps: ReviewDeps,
  input: ReviewQueueQuery & { viewerId: string },
) {
  const now = deps.clock();
  const filter: QueueFilter = {
    viewerId: input.viewerId,
    realmId: input.realmId,
    questId: input.questId,
    cohortStart: input.cohort ? new Date(`${input.cohort}T00:00:00Z`) : undefined,
    mine: input.mine === 'true',
    now,
  };
  const curriculum = await deps.curriculum.get();
  const rows = await listWaitingRequests(deps.db, {
    ...filter,
    after: decodeCursor(input.cursor),
    limit: input.limit,
  });
  const page = rows.slice(0, input.limit);
  const summary = await summarizeWaitingRequests(deps.db, filter);
  const cohorts = await listWaitingCohorts(deps.db, input.viewerId);
  return {
    items: page.map((row) => ({ ...row, found: findReviewedQuest(curriculum, row.questId) })),
    nextCursor: rows.length > input.limit ? encodeCursor(page[page.length - 1]!) : null,
    ...summary,
    filters: { realms: questsAskingFeedback(curriculum), cohorts },
    now,
  };
}

export type ReviewQueuePage = Awaited<ReturnType<typeof listReviewQueue>>;

/** A request as a coach opens it: never their own answer. */
async function findReviewableRequest(deps: ReviewDeps, viewerId: string, requestId: number) {
  const found = await findRequest(deps.db, requestId);
  if (!found) throw noSuchRequest();
  if (found.request.userId === viewerId) throw notYourOwnWork();
  return found;
}

export async function findReviewDetail(
  deps: ReviewDeps,
  input: { viewerId: string; requestId: number },
) {
  const found = await findReviewableRequest(deps, input.viewerId, input.requestId);
  const { request } = found;
  const curriculum = await deps.curriculum.get();
  const versions = await listAnswerVersions(deps.db, request.userId, request.questId);
  const reviews = await listSentReviews(deps.db, request.userId, request.questId);
  const current = await findCurrentAnswerVersion(deps.db, request.userId, request.questId);
  const draft = await findDraft(deps.db, request.id, input.viewerId);
  const answer = versions.find((each) => each.version === request.version);
  if (!answer) throw noSuchRequest();
  return {
    ...found,
    found: findReviewedQuest(curriculum, request.questId),
    currentVersion: current ?? request.version,
    answer,
    versions,
    reviews,
    draft: draft ?? null,
    now: deps.clock(),
  };
}

export type ReviewDetail = Awaited<ReturnType<typeof findReviewDetail>>;

/** The worksheet of the version under review, after the permission check (the route's). */
export async function findReviewFile(
  deps: ReviewDeps,
  input: { viewerId: string; requestId: number; version: number | undefined },
): Promise<ServableFile> {
  const { request } = await findReviewableRequest(deps, input.viewerId, input.requestId);
  const version = await findAnswerVersion(
    deps.db,
    request.userId,
    request.questId,
    input.version ?? request.version,
  );
  if (!version?.fileKey) throw new AppError('NOT_FOUND', { userMessage: 'There is no file here.' });
  const contentType = version.fileType ?? 'application/octet-stream';
  return {
    fileKey: version.fileKey,
    fileName: version.fileName ?? 'worksheet',
    contentType,
    size: version.fileSize ?? 0,
    // A PDF or a picture opens beside the review; anything else is downloaded, never rendered.
    disposition: isShownInline(contentType) ? 'inline' : 'attachment',
  };
}

function isShownInline(contentType: string): boolean {
  return ['application/pdf', 'image/png', 'image/jpeg'].includes(contentType);
}
