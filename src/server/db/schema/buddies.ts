import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// Relative, not #shared: drizzle-kit loads this file without package.json's import aliases.
import { shareReactions } from '../../../shared/rules/answer-shares.ts';
import { buddyPairEndReasons, buddyRequestStatuses } from '../../../shared/rules/buddies.ts';
import { user } from './auth.ts';

// Every table here belongs to features/buddies.

export const buddyRequestStatus = pgEnum('buddy_request_status', buddyRequestStatuses);
export const buddyPairEndReason = pgEnum('buddy_pair_end_reason', buddyPairEndReasons);
export const answerShareReactionKind = pgEnum('answer_share_reaction_kind', shareReactions);

const userId = (name: string) => text(name).references(() => user.id, { onDelete: 'cascade' });

/**
 * A request to pair. One sent by email keeps the address typed (all its
 * sender ever sees of it) and the account it belongs to, if any: a request to
 * an address without an account is stored all the same, so the answer cannot
 * tell whether the address has one.
 */
export const buddyRequest = pgTable(
  'buddy_request',
  {
    id: serial('id').primaryKey(),
    senderId: userId('sender_id').notNull(),
    /** Null when no account has the address it was sent to. */
    recipientId: userId('recipient_id'),
    /** Only for requests sent by email, lower case. */
    recipientEmail: text('recipient_email'),
    status: buddyRequestStatus('status').notNull().default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('buddy_request_one_open_by_email')
      .on(table.senderId, table.recipientEmail)
      .where(
        sql`${table.status} in ('waiting', 'blocked') and ${table.recipientEmail} is not null`,
      ),
    uniqueIndex('buddy_request_one_open_by_find')
      .on(table.senderId, table.recipientId)
      .where(sql`${table.status} in ('waiting', 'blocked') and ${table.recipientEmail} is null`),
    index('buddy_request_recipient_idx').on(table.recipientId),
    index('buddy_request_sender_idx').on(table.senderId),
  ],
);

/**
 * Two creators paired in a realm, stored once with the smaller id first. At
 * most one active pair per two creators (the unique index); at most two
 * active pairs per creator (checked under both creators' row locks).
 */
export const buddyPair = pgTable(
  'buddy_pair',
  {
    id: serial('id').primaryKey(),
    firstUserId: userId('first_user_id').notNull(),
    secondUserId: userId('second_user_id').notNull(),
    /** The realm both were in when it was accepted; completing it ends the pair. */
    realmId: integer('realm_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: buddyPairEndReason('end_reason'),
    endedBy: text('ended_by').references(() => user.id, { onDelete: 'set null' }),
    /** The week (its Monday) whose "write your note" nudge the pair was sent. */
    noteNudgedWeek: date('note_nudged_week', { mode: 'string' }),
  },
  (table) => [
    check('buddy_pair_ordered', sql`${table.firstUserId} < ${table.secondUserId}`),
    uniqueIndex('buddy_pair_one_active')
      .on(table.firstUserId, table.secondUserId)
      .where(sql`${table.endedAt} is null`),
    index('buddy_pair_first_idx').on(table.firstUserId),
    index('buddy_pair_second_idx').on(table.secondUserId),
    index('buddy_pair_active_idx')
      .on(table.createdAt)
      .where(sql`${table.endedAt} is null`),
  ],
);

/** This week's note from one of a pair: one per author per week, rewritten until the week ends. */
export const buddyNote = pgTable(
  'buddy_note',
  {
    id: serial('id').primaryKey(),
    pairId: integer('pair_id')
      .notNull()
      .references(() => buddyPair.id, { onDelete: 'cascade' }),
    authorId: userId('author_id').notNull(),
    /** The Monday of the author's week, on their own calendar. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    /** The author's calendar date when they last wrote it. */
    writtenOn: date('written_on', { mode: 'string' }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('buddy_note_one_per_week').on(table.pairId, table.authorId, table.weekStart),
    index('buddy_note_pair_latest_idx').on(table.pairId, table.weekStart.desc()),
    // The insights' quiet pairs: has this pair written lately, and when last (decision 029).
    index('buddy_note_pair_updated_idx').on(table.pairId, table.updatedAt),
    // A creator's latest note, read by every progress request for the welcome back.
    index('buddy_note_author_updated_idx').on(table.authorId, table.updatedAt.desc()),
  ],
);

/** Requests from a blocked creator are kept from the blocker, silently. */
export const buddyBlock = pgTable(
  'buddy_block',
  {
    blockerId: userId('blocker_id').notNull(),
    blockedId: userId('blocked_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('buddy_block_blocked_idx').on(table.blockedId),
  ],
);

/** Whether a creator is listed by 'Find a Realm Buddy'; no row means not (the default). */
export const buddySetting = pgTable(
  'buddy_setting',
  {
    userId: userId('user_id').primaryKey(),
    isFindable: boolean('is_findable').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('buddy_setting_findable_idx')
      .on(table.userId)
      .where(sql`${table.isFindable}`),
  ],
);

/**
 * A completed answer its owner chose to show the buddy of one pair. It is
 * seen only while that pair is active (every read joins the active pair), so
 * ending the pair hides it from both, and pairing again later shares nothing
 * until the owner shares again.
 */
export const answerShare = pgTable(
  'answer_share',
  {
    id: serial('id').primaryKey(),
    pairId: integer('pair_id')
      .notNull()
      .references(() => buddyPair.id, { onDelete: 'cascade' }),
    ownerId: userId('owner_id').notNull(),
    /** The other member of the pair: who may read it and react. */
    buddyId: userId('buddy_id').notNull(),
    questId: text('quest_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('answer_share_one_per_pair').on(table.pairId, table.ownerId, table.questId),
    index('answer_share_owner_idx').on(table.ownerId, table.questId),
    index('answer_share_buddy_idx').on(table.buddyId),
  ],
);

/** The buddy's reaction and comment on a shared answer: one row per share, rewritten. */
export const answerShareReaction = pgTable(
  'answer_share_reaction',
  {
    shareId: integer('share_id')
      .primaryKey()
      .references(() => answerShare.id, { onDelete: 'cascade' }),
    reactorId: userId('reactor_id').notNull(),
    reaction: answerShareReactionKind('reaction'),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('answer_share_comment_length', sql`char_length(${table.comment}) <= 280`),
    index('answer_share_reaction_reactor_idx').on(table.reactorId),
  ],
);

/**
 * A nudge one of a pair sent the other after quiet days. At most one per
 * sender per pair per day (the sender's calendar): the unique constraint
 * holds it however many requests arrive at once.
 */
export const buddyNudge = pgTable(
  'buddy_nudge',
  {
    id: serial('id').primaryKey(),
    pairId: integer('pair_id')
      .notNull()
      .references(() => buddyPair.id, { onDelete: 'cascade' }),
    senderId: userId('sender_id').notNull(),
    recipientId: userId('recipient_id').notNull(),
    /** The sender's calendar date when they sent it. */
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('buddy_nudge_one_per_day').on(table.pairId, table.senderId, table.sentOn),
    index('buddy_nudge_sender_idx').on(table.senderId),
    index('buddy_nudge_recipient_idx').on(table.recipientId),
  ],
);
