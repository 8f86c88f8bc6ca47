import { z } from 'zod';
import { reviewVerdicts } from '#shared/rules/reviews.ts';
import { count, isoDate, isoDateTime, serialId } from './common.ts';

/** The review queue and the feedback creators receive (issue 31). */

const verdict = z.enum(reviewVerdicts);

/** A review as sent. A coach whose account went reads as "A coach". */
export const sentReviewSchema = z.object({
  id: serialId,
  verdict,
  criteria: z.array(z.object({ criterion: z.string(), met: z.boolean() })),
  feedback: z.string(),
  sentAt: isoDateTime,
  coach: z.object({ name: z.string(), image: z.string().nullable() }),
});

const personSchema = z.object({ id: z.string(), name: z.string(), image: z.string().nullable() });

export const reviewClaimSchema = z.object({
  by: z.object({ id: z.string(), name: z.string() }),
  until: isoDateTime,
  isMine: z.boolean(),
});

export const reviewQueueItemSchema = z.object({
  id: serialId,
  creator: personSchema,
  realm: z.object({ id: serialId, title: z.string() }),
  quest: z.object({ id: z.string(), title: z.string(), isFinal: z.boolean() }),
  version: serialId,
  submittedAt: isoDateTime,
  claim: reviewClaimSchema.nullable(),
  hasMyDraft: z.boolean(),
});

export const reviewQueueSchema = z.object({
  items: z.array(reviewQueueItemSchema),
  nextCursor: z.string().nullable(),
  total: count,
  oldestSubmittedAt: isoDateTime.nullable(),
  filters: z.object({
    realms: z.array(
      z.object({
        id: serialId,
        title: z.string(),
        quests: z.array(z.object({ id: z.string(), title: z.string() })),
      }),
    ),
    cohorts: z.array(isoDate),
  }),
});

const answerFileSchema = z.object({
  name: z.string(),
  type: z.string().nullable(),
  size: count.nullable(),
  url: z.string(),
});

export const reviewDraftSchema = z.object({
  criteria: z.array(z.object({ criterion: z.string(), met: z.boolean().nullable() })),
  feedback: z.string(),
  verdict: verdict.nullable(),
  updatedAt: isoDateTime,
});

export const reviewDetailSchema = z.object({
  id: serialId,
  creator: personSchema,
  realm: z.object({ id: serialId, title: z.string() }),
  quest: z.object({
    id: z.string(),
    title: z.string(),
    isFinal: z.boolean(),
    criteria: z.array(z.string()),
  }),
  version: serialId,
  currentVersion: serialId,
  answer: z.object({
    prompt: z.string().nullable(),
    content: z.string().nullable(),
    file: answerFileSchema.nullable(),
    submittedAt: isoDateTime,
  }),
  history: z.array(
    z.object({
      version: serialId,
      content: z.string().nullable(),
      file: answerFileSchema.nullable(),
      submittedAt: isoDateTime,
      review: sentReviewSchema.nullable(),
    }),
  ),
  claim: reviewClaimSchema.nullable(),
  myDraft: reviewDraftSchema.nullable(),
  review: sentReviewSchema.nullable(),
});

export const reviewClaimAnswerSchema = z.object({ claim: reviewClaimSchema });
export const reviewClaimReleasedSchema = z.object({ claim: z.null() });

/** The creator's feedback across quests: the latest sent review per quest, and what waits. */
export const feedbackOverviewSchema = z.object({
  items: z.array(
    z.object({
      questId: z.string(),
      realmId: serialId,
      version: serialId,
      review: sentReviewSchema,
      canRevise: z.boolean(),
      waitingForReview: z.boolean(),
    }),
  ),
  waiting: z.array(z.object({ questId: z.string(), version: serialId, submittedAt: isoDateTime })),
});

/** One quest's versions and their reviews, newest first. */
export const questFeedbackSchema = z.object({
  questId: z.string(),
  currentVersion: serialId,
  canRevise: z.boolean(),
  history: z.array(
    z.object({
      version: serialId,
      content: z.string().nullable(),
      fileName: z.string().nullable(),
      submittedAt: isoDateTime,
      review: sentReviewSchema.nullable(),
    }),
  ),
});

export const revisionSubmittedSchema = z.object({
  questId: z.string(),
  version: serialId,
  submittedAt: isoDateTime,
});
