import { sql } from 'drizzle-orm';
import {
  bigint,
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
} from 'drizzle-orm/pg-core';
// Relative, not #shared: drizzle-kit loads this file without package.json's import aliases.
import { kitClaimStatuses } from '../../../shared/rules/kit-claims.ts';
import { user } from './auth.ts';

const userReference = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/**
 * A creator's answer to a quest or final task. A worksheet file may be
 * uploaded (and replaced) before the quest is completed; `completed_at` marks
 * completion.
 */
export const questAnswer = pgTable(
  'quest_answer',
  {
    userId: userReference(),
    questId: text('quest_id').notNull(),
    realmId: integer('realm_id').notNull(),
    content: text('content'),
    /** The quest's prompt as it read when the answer was completed: an answer keeps what it answered. */
    prompt: text('prompt'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: bigint('file_size', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Bumped by each revision after a coach's 'another pass' (issue 31); earlier ones live in answer_version. */
    version: integer('version').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questId] })],
);

export const realmCompletion = pgTable(
  'realm_completion',
  {
    userId: userReference(),
    realmId: integer('realm_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.realmId] })],
);

export const dailyCheckin = pgTable(
  'daily_checkin',
  {
    id: serial('id').primaryKey(),
    userId: userReference(),
    /** The creator's own calendar date when they wrote it. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    prompt: text('prompt').notNull(),
    response: text('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('daily_checkin_one_per_day').on(table.userId, table.localDate)],
);

/** "This week I will …": one line a week (the creator's Monday), changed as often as they like. */
export const weeklyCommitment = pgTable(
  'weekly_commitment',
  {
    userId: userReference(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekStart] })],
);

export const rewardStatus = pgEnum('reward_status', kitClaimStatuses);

export const rewardClaim = pgTable(
  'reward_claim',
  {
    id: serial('id').primaryKey(),
    /**
     * Null once the creator deleted their account: a kit already shipped is
     * kept for staff records, its personal fields erased (`personal_data_erased_at`).
     */
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    realmId: integer('realm_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    specialInstructions: text('special_instructions'),
    status: rewardStatus('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    packedAt: timestamp('packed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set by staff when the kit is shipped. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** Why staff cancelled it; the creator is told. */
    cancelReason: text('cancel_reason'),
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
  },
  (table) => [
    unique('reward_claim_one_per_realm').on(table.userId, table.realmId),
    // The console's queue, oldest first (or newest), whole or by status, with the id as
    // tiebreaker. Ascending: read forwards it serves the oldest first, and read backwards
    // `created_at desc, id desc` (drizzle's DESC index is NULLS LAST, which `order by … desc`
    // is not, so PostgreSQL would not use it).
    index('reward_claim_newest_idx').on(table.createdAt, table.id),
    index('reward_claim_status_newest_idx').on(table.status, table.createdAt, table.id),
    // Search matches the start of the name or the address, in any letter case.
    index('reward_claim_name_search_idx').on(sql`lower(name) text_pattern_ops`),
    index('reward_claim_email_search_idx').on(sql`lower(email) text_pattern_ops`),
  ],
);

/**
 * A claim as it was before it was cancelled and claimed again (or reopened by
 * staff): the claim row then holds the new address, and this keeps the old
 * one with its cancellation for staff. Personal data, so it goes with the
 * account (the kept claim row is erased instead).
 */
export const rewardClaimHistory = pgTable(
  'reward_claim_history',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => rewardClaim.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    specialInstructions: text('special_instructions'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** When the claim was claimed again or reopened, leaving this version behind. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('reward_claim_history_claim_idx').on(table.claimId, table.replacedAt)],
);
