import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// The review queue (issue 31), owned by features/reviews: each submitted
// version of an answer that asks for feedback, the queue of versions waiting,
// and the coaches' reviews. All of it is the creator's data: it goes with
// their account (cascade) and comes with their export.

const creatorReference = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/** One submitted version of an answer; a revision adds the next and keeps the earlier. */
export const answerVersion = pgTable(
  'answer_version',
  {
    userId: creatorReference(),
    questId: text('quest_id').notNull(),
    version: integer('version').notNull(),
    content: text('content'),
    prompt: text('prompt'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: bigint('file_size', { mode: 'number' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questId, table.version] })],
);

/** A version waiting for (then given) feedback: the queue, oldest first. */
export const reviewRequest = pgTable(
  'review_request',
  {
    id: serial('id').primaryKey(),
    userId: creatorReference(),
    questId: text('quest_id').notNull(),
    realmId: integer('realm_id').notNull(),
    version: integer('version').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /**
     * When the creator signed up, copied here (it never changes) so the queue filters and lists
     * sign-up weeks from its own rows, without reading every creator's.
     */
    creatorJoinedAt: timestamp('creator_joined_at', { withTimezone: true }).notNull(),
    /** The coach reading it; their claim stops others until `claimed_until` (an hour). */
    claimedBy: text('claimed_by').references(() => user.id, { onDelete: 'set null' }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    unique('review_request_one_per_version').on(table.userId, table.questId, table.version),
    // The queue reads only what waits, oldest first, with the id as tiebreaker.
    index('review_request_waiting_idx')
      .on(table.submittedAt, table.id)
      .where(sql`${table.reviewedAt} is null`),
    index('review_request_creator_idx').on(table.userId, table.questId),
  ],
);

/** A coach's review of one request: a draft while they write, then sent (once per request). */
export const answerReview = pgTable(
  'answer_review',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => reviewRequest.id, { onDelete: 'cascade' }),
    userId: creatorReference(),
    questId: text('quest_id').notNull(),
    version: integer('version').notNull(),
    /** Null once the coach's account went: the creator reads "A coach". */
    reviewerId: text('reviewer_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['draft', 'sent'] }).notNull(),
    verdict: text('verdict', { enum: ['great_work', 'another_pass'] }),
    criteria: jsonb('criteria')
      .$type<{ criterion: string; met: boolean | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    feedback: text('feedback').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('answer_review_one_sent')
      .on(table.requestId)
      .where(sql`${table.status} = 'sent'`),
    uniqueIndex('answer_review_one_draft')
      .on(table.requestId, table.reviewerId)
      .where(sql`${table.status} = 'draft'`),
    index('answer_review_creator_idx').on(table.userId, table.questId),
    check('answer_review_feedback_length', sql`char_length(${table.feedback}) <= 2000`),
    check(
      'answer_review_sent_whole',
      sql`${table.status} = 'draft' or (${table.verdict} is not null and ${table.sentAt} is not null)`,
    ),
  ],
);
