import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { alias } from 'drizzle-orm/pg-core';
import { answerReview, answerVersion, reviewRequest } from '../../db/schema/reviews.ts';

// The review queue's tables (issue 31), touched here only.

export type AnswerVersionRow = typeof answerVersion.$inferSelect;
export type ReviewRequestRow = typeof reviewRequest.$inferSelect;
export type AnswerReviewRow = typeof answerReview.$inferSelect;
export type CriterionMark = { criterion: string; met: boolean | null };

/** Stores a submitted version and puts it in the queue; false when it was already there. */
export async function enqueueAnswerVersion(
  db: Database,
  input: Omit<typeof answerVersion.$inferInsert, 'submittedAt'> & {
    realmId: number;
    submittedAt: Date;
  },
): Promise<boolean> {
  const { realmId, ...version } = input;
  const stored = await db
    .insert(answerVersion)
    .values(version)
    .onConflictDoNothing()
    .returning({ version: answerVersion.version });
  if (stored.length === 0) return false;
  await db.insert(reviewRequest).values({
    userId: input.userId,
    questId: input.questId,
    realmId,
    version: input.version,
    submittedAt: input.submittedAt,
    creatorJoinedAt: sql`(select ${user.createdAt} from ${user} where ${user.id} = ${input.userId})`,
  });
  return true;
}

const claimer = alias(user, 'claimer');

export type QueueFilter = {
  viewerId: string;
  realmId?: number | undefined;
  questId?: string | undefined;
  /** Sign-ups from this instant (a Monday, UTC) for a week. */
  cohortStart?: Date | undefined;
  mine: boolean;
  now: Date;
};

function hasDraftBy(viewerId: string) {
  return sql<boolean>`exists (select 1 from ${answerReview} where ${answerReview.requestId} = ${reviewRequest.id}
      and ${answerReview.reviewerId} = ${viewerId} and ${answerReview.status} = 'draft')`;
}

function queueConditions(filter: QueueFilter): SQL[] {
  const conditions: SQL[] = [
    isNull(reviewRequest.reviewedAt),
    // A coach never reviews their own answer, so never sees it waiting.
    ne(reviewRequest.userId, filter.viewerId),
  ];
  if (filter.realmId !== undefined) conditions.push(eq(reviewRequest.realmId, filter.realmId));
  if (filter.questId !== undefined) conditions.push(eq(reviewRequest.questId, filter.questId));
  if (filter.cohortStart) {
    const end = new Date(filter.cohortStart.getTime() + 7 * 24 * 60 * 60 * 1000);
    conditions.push(
      sql`${reviewRequest.creatorJoinedAt} >= ${filter.cohortStart.toISOString()} and ${reviewRequest.creatorJoinedAt} < ${end.toISOString()}`,
    );
  }
  if (filter.mine) {
    conditions.push(
      or(
        and(
          eq(reviewRequest.claimedBy, filter.viewerId),
          gt(reviewRequest.claimedUntil, filter.now),
        ),
        hasDraftBy(filter.viewerId),
      )!,
    );
  }
  return conditions;
}

/** One page of waiting requests, oldest first, after the cursor's (submitted_at, id). */
export async function listWaitingRequests(
  db: Database,
  filter: QueueFilter & { after: { submittedAt: Date; id: number } | null; limit: number },
) {
  const conditions = queueConditions(filter);
  if (filter.after) {
    conditions.push(
      sql`(${reviewRequest.submittedAt}, ${reviewRequest.id}) > (${filter.after.submittedAt.toISOString()}::timestamptz, ${filter.after.id})`,
    );
  }
  return db
    .select({
      id: reviewRequest.id,
      userId: reviewRequest.userId,
      questId: reviewRequest.questId,
      realmId: reviewRequest.realmId,
      version: reviewRequest.version,
      submittedAt: reviewRequest.submittedAt,
      claimedBy: reviewRequest.claimedBy,
      claimedUntil: reviewRequest.claimedUntil,
      claimerName: claimer.name,
      creatorName: user.name,
      creatorImage: user.image,
      hasMyDraft: hasDraftBy(filter.viewerId),
    })
    .from(reviewRequest)
    .innerJoin(user, eq(user.id, reviewRequest.userId))
    .leftJoin(claimer, eq(claimer.id, reviewRequest.claimedBy))
    .where(and(...conditions))
    .orderBy(asc(reviewRequest.submittedAt), asc(reviewRequest.id))
    .limit(filter.limit + 1);
}

export type WaitingRequestRow = Awaited<ReturnType<typeof listWaitingRequests>>[number];

/** How many wait under the filter, and since when. */
export async function summarizeWaitingRequests(db: Database, filter: QueueFilter) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${reviewRequest.submittedAt})`,
    })
    .from(reviewRequest)
    .where(and(...queueConditions(filter)));
  return {
    total: row?.total ?? 0,
    oldestSubmittedAt: row?.oldest ? new Date(row.oldest) : null,
  };
}

/** The sign-up weeks (Mondays, UTC) of the creators whose answers wait for this coach. */
export async function listWaitingCohorts(db: Database, viewerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({
      week: sql<string>`to_char(date_trunc('week', ${reviewRequest.creatorJoinedAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
    })
    .from(reviewRequest)
    .where(and(isNull(reviewRequest.reviewedAt), ne(reviewRequest.userId, viewerId)));
  return rows.map((row) => row.week).sort();
}

/** A request with its creator's name and picture, and its claimer's name. */
export async function findRequest(db: Database, requestId: number) {
  const [row] = await db
    .select({
      request: reviewRequest,
      creatorName: user.name,
      creatorImage: user.image,
      claimerName: claimer.name,
    })
    .from(reviewRequest)
    .innerJoin(user, eq(user.id, reviewRequest.userId))
    .leftJoin(claimer, eq(claimer.id, reviewRequest.claimedBy))
    .where(eq(reviewRequest.id, requestId));
  return row;
}

/** The request's row, locked: a claim, a draft and a send each take turns on it. */
export async function lockRequest(db: Database, requestId: number) {
  const [row] = await db
    .select()
    .from(reviewRequest)
    .where(eq(reviewRequest.id, requestId))
    .for('update');
  return row;
}

export async function setClaim(
  db: Database,
  requestId: number,
  claim: { by: string; until: Date } | null,
) {
  await db
    .update(reviewRequest)
    .set({ claimedBy: claim?.by ?? null, claimedUntil: claim?.until ?? null })
    .where(eq(reviewRequest.id, requestId));
}

/** Releases the claim only when it is this coach's. */
export async function releaseClaimOf(db: Database, requestId: number, viewerId: string) {
  await db
    .update(reviewRequest)
    .set({ claimedBy: null, claimedUntil: null })
    .where(and(eq(reviewRequest.id, requestId), eq(reviewRequest.claimedBy, viewerId)));
}

export async function findUserName(db: Database, userId: string) {
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId));
  return row?.name ?? null;
}

export async function findPerson(db: Database, userId: string) {
  const [row] = await db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

/** Every version of one creator's answer, oldest first. */
export async function listAnswerVersions(db: Database, userId: string, questId: string) {
  return db
    .select()
    .from(answerVersion)
    .where(and(eq(answerVersion.userId, userId), eq(answerVersion.questId, questId)))
    .orderBy(asc(answerVersion.version));
}

export async function findAnswerVersion(
  db: Database,
  userId: string,
  questId: string,
  version: number,
) {
  const [row] = await db
    .select()
    .from(answerVersion)
    .where(
      and(
        eq(answerVersion.userId, userId),
        eq(answerVersion.questId, questId),
        eq(answerVersion.version, version),
      ),
    );
  return row;
}

const sentReviewColumns = {
  id: answerReview.id,
  requestId: answerReview.requestId,
  questId: answerReview.questId,
  realmId: reviewRequest.realmId,
  version: answerReview.version,
  verdict: answerReview.verdict,
  criteria: answerReview.criteria,
  feedback: answerReview.feedback,
  sentAt: answerReview.sentAt,
  coachName: user.name,
  coachImage: user.image,
};

/** Sent reviews of one creator's answers (one quest, or all), oldest version first. */
export async function listSentReviews(db: Database, userId: string, questId?: string) {
  const rows = await db
    .select(sentReviewColumns)
    .from(answerReview)
    .innerJoin(reviewRequest, eq(reviewRequest.id, answerReview.requestId))
    .leftJoin(user, eq(user.id, answerReview.reviewerId))
    .where(
      and(
        eq(answerReview.userId, userId),
        eq(answerReview.status, 'sent'),
        questId === undefined ? undefined : eq(answerReview.questId, questId),
      ),
    )
    .orderBy(asc(answerReview.questId), asc(answerReview.version));
  return rows.map(asSentReview);
}

function asSentReview(row: {
  id: number;
  requestId: number;
  questId: string;
  realmId: number;
  version: number;
  verdict: 'great_work' | 'another_pass' | null;
  criteria: CriterionMark[];
  feedback: string;
  sentAt: Date | null;
  coachName: string | null;
  coachImage: string | null;
}) {
  return {
    ...row,
    // A sent review always has both (a check on the table holds it).
    verdict: row.verdict ?? 'great_work',
    sentAt: row.sentAt ?? new Date(0),
    criteria: row.criteria.map((mark) => ({ criterion: mark.criterion, met: mark.met === true })),
  };
}

export type SentReviewRow = ReturnType<typeof asSentReview>;

/** The requests of one creator's answers still waiting, oldest first. */
export async function listWaitingRequestsOf(db: Database, userId: string) {
  return db
    .select({
      questId: reviewRequest.questId,
      version: reviewRequest.version,
      submittedAt: reviewRequest.submittedAt,
    })
    .from(reviewRequest)
    .where(and(eq(reviewRequest.userId, userId), isNull(reviewRequest.reviewedAt)))
    .orderBy(asc(reviewRequest.submittedAt));
}

export async function findDraft(db: Database, requestId: number, reviewerId: string) {
  const [row] = await db
    .select()
    .from(answerReview)
    .where(
      and(
        eq(answerReview.requestId, requestId),
        eq(answerReview.reviewerId, reviewerId),
        eq(answerReview.status, 'draft'),
      ),
    );
  return row;
}

/** Keeps one draft per coach and request, replacing what it held. */
export async function upsertDraft(
  db: Database,
  input: {
    request: ReviewRequestRow;
    reviewerId: string;
    criteria: CriterionMark[];
    feedback: string;
    verdict: 'great_work' | 'another_pass' | null;
    now: Date;
  },
) {
  const [row] = await db
    .insert(answerReview)
    .values({
      requestId: input.request.id,
      userId: input.request.userId,
      questId: input.request.questId,
      version: input.request.version,
      reviewerId: input.reviewerId,
      status: 'draft',
      verdict: input.verdict,
      criteria: input.criteria,
      feedback: input.feedback,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [answerReview.requestId, answerReview.reviewerId],
      targetWhere: sql`${answerReview.status} = 'draft'`,
      set: {
        verdict: input.verdict,
        criteria: input.criteria,
        feedback: input.feedback,
        updatedAt: input.now,
      },
    })
    .returning();
  return row!;
}

/** Sends the review: the coach's draft becomes it (or it is written whole), the request leaves the queue. */
export async function insertSentReview(
  db: Database,
  input: {
    request: ReviewRequestRow;
    reviewerId: string;
    criteria: CriterionMark[];
    feedback: string;
    verdict: 'great_work' | 'another_pass';
    now: Date;
  },
) {
  await db
    .delete(answerReview)
    .where(
      and(
        eq(answerReview.requestId, input.request.id),
        eq(answerReview.reviewerId, input.reviewerId),
        eq(answerReview.status, 'draft'),
      ),
    );
  const [row] = await db
    .insert(answerReview)
    .values({
      requestId: input.request.id,
      userId: input.request.userId,
      questId: input.request.questId,
      version: input.request.version,
      reviewerId: input.reviewerId,
      status: 'sent',
      verdict: input.verdict,
      criteria: input.criteria,
      feedback: input.feedback,
      createdAt: input.now,
      updatedAt: input.now,
      sentAt: input.now,
    })
    .returning({ id: answerReview.id });
  await db
    .update(reviewRequest)
    .set({ reviewedAt: input.now, claimedBy: null, claimedUntil: null })
    .where(eq(reviewRequest.id, input.request.id));
  return row!.id;
}

export async function findSentReview(db: Database, reviewId: number) {
  const [row] = await db
    .select(sentReviewColumns)
    .from(answerReview)
    .innerJoin(reviewRequest, eq(reviewRequest.id, answerReview.requestId))
    .leftJoin(user, eq(user.id, answerReview.reviewerId))
    .where(eq(answerReview.id, reviewId));
  return row ? asSentReview(row) : undefined;
}

/** The newest request of one creator's answer (the current version's). */
export async function findLatestRequest(db: Database, userId: string, questId: string) {
  const [row] = await db
    .select()
    .from(reviewRequest)
    .where(and(eq(reviewRequest.userId, userId), eq(reviewRequest.questId, questId)))
    .orderBy(desc(reviewRequest.version))
    .limit(1);
  return row;
}

/** File keys the answer versions name, for the orphaned-files sweep. */
export async function listReferencedVersionKeys(db: Database, fileKeys: string[]) {
  if (fileKeys.length === 0) return [];
  const rows = await db
    .select({ fileKey: answerVersion.fileKey })
    .from(answerVersion)
    .where(inArray(answerVersion.fileKey, fileKeys));
  return rows.map((row) => row.fileKey).filter((key): key is string => key !== null);
}
