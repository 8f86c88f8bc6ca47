import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
// Relative, not #shared: drizzle-kit loads this file without package.json's import aliases.
import type {
  NudgeList,
  NudgeListFilter,
  NudgeTemplateUse,
} from '../../../shared/schemas/insights.ts';
import { user } from './auth.ts';

// Owned by features/insights. The nudge is a write of staff's; the other tables are the
// insights' rollups (decision 029): facts worked out per creator when their rows change, and
// counts kept by adding each change's difference. No foreign key to `user`: a deleted account's
// rows are taken out by the rollup itself, which must subtract them from the counts first.

const instant = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * A word from staff to a creator, sent from the console's insights (at most one per creator
 * per 7 days, checked under the creator's row lock).
 */
export const nudge = pgTable(
  'nudge',
  {
    id: serial('id').primaryKey(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The staff member who sent it (no foreign key: the audit trail names them for good). */
    sentBy: text('sent_by').notNull(),
    message: text('message').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('nudge_recipient_latest_idx').on(table.recipientId, table.createdAt)],
);

/**
 * One nudge to a list (decision 044): who sent it, from which template, to which list, and the
 * share held back. Written with its members before anything is sent, so the comparison stands
 * even if sending stops half way.
 */
export const nudgeBatch = pgTable(
  'nudge_batch',
  {
    id: serial('id').primaryKey(),
    /** The staff member who sent it, or who set the standing nudge that did. */
    sentBy: text('sent_by').notNull(),
    /** No foreign key: a template deleted later leaves its results readable under its label. */
    templateId: integer('template_id'),
    templateLabel: text('template_label'),
    listKind: text('list_kind').$type<NudgeList>().notNull(),
    holdoutPercent: integer('holdout_percent').notNull(),
    standingNudgeId: integer('standing_nudge_id'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('nudge_batch_created_idx').on(table.createdAt)],
);

/** Each creator a list nudge picked: nudged, or held back and sent nothing. */
export const nudgeBatchMember = pgTable(
  'nudge_batch_member',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => nudgeBatch.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    isHeldBack: boolean('is_held_back').notNull(),
    /** The batch's time again, so "picked in the last 7 days" reads one index. */
    pickedAt: instant('picked_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.batchId, table.userId] }),
    index('nudge_batch_member_user_idx').on(table.userId, table.pickedAt),
  ],
);

/** A list nudge staff asked to repeat once a day for creators newly on the list, until stopped. */
export const standingNudge = pgTable('standing_nudge', {
  id: serial('id').primaryKey(),
  list: jsonb('list').$type<NudgeListFilter>().notNull(),
  message: text('message').notNull(),
  templateId: integer('template_id'),
  templateLabel: text('template_label'),
  holdoutPercent: integer('holdout_percent').notNull(),
  createdBy: text('created_by').notNull(),
  createdByEmail: text('created_by_email').notNull(),
  createdAt: instant('created_at').notNull(),
  /** Creators who came onto the list after this are new to it at the next run. */
  lastRanAt: instant('last_ran_at').notNull(),
  stoppedAt: instant('stopped_at'),
});

/** One row once the default templates were loaded: staff deleting them all never brings them back. */
export const nudgeTemplateSeed = pgTable(
  'nudge_template_seed',
  {
    id: integer('id').primaryKey().default(1),
    seededAt: instant('seeded_at').notNull().defaultNow(),
  },
  (table) => [check('nudge_template_seed_single_row', sql`${table.id} = 1`)],
);

/** The words staff start a nudge from, written and kept by staff. */
export const nudgeTemplate = pgTable('nudge_template', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  message: text('message').notNull(),
  /** Which at-risk list offers it first ('any' when none). */
  suggestedFor: text('suggested_for').$type<NudgeTemplateUse>().notNull().default('any'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * Creators whose rows changed since the rollup last read them: written by triggers on the
 * journey tables in the writer's transaction (migration 0016), so no write can forget it.
 * `version` grows with every change; a claim removes the row only if no change came after.
 */
export const insightStaleCreator = pgTable('insight_stale_creator', {
  userId: text('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  claimedUntil: instant('claimed_until'),
});

/** One creator's facts, as `creatorFactsOf` works them out. */
export const insightCreator = pgTable(
  'insight_creator',
  {
    userId: text('user_id').primaryKey(),
    signedUpAt: instant('signed_up_at').notNull(),
    signupDay: day('signup_day').notNull(),
    timeZone: text('time_zone').notNull(),
    firstQuestAt: instant('first_quest_at'),
    /** `realm_done_at[n]` is when realm n was completed (null: not yet). */
    realmDoneAt: instant('realm_done_at').array().notNull(),
    kitShippedAt: instant('kit_shipped_at'),
    lastActiveAt: instant('last_active_at'),
    lastCheckinAt: instant('last_checkin_at'),
    streakRun: integer('streak_run').notNull(),
    streakLostOn: day('streak_lost_on'),
    currentRealmId: integer('current_realm_id').notNull(),
    currentQuestId: text('current_quest_id'),
    onQuestSince: instant('on_quest_since'),
  },
  (table) => [
    index('insight_creator_signed_up_idx').on(table.signedUpAt),
    index('insight_creator_on_quest_idx').on(table.currentQuestId, table.lastActiveAt),
    index('insight_creator_stuck_idx').on(table.onQuestSince),
    index('insight_creator_streak_idx')
      .on(table.streakLostOn)
      .where(sql`${table.streakRun} >= 7`),
  ],
);

/**
 * The days each creator was counted on, kept apart from their facts so the views' scans of
 * `insight_creator` read narrow rows: only the rollup reads these, to take a creator's old days
 * out of the counts before adding the new ones.
 */
export const insightCreatorDays = pgTable('insight_creator_days', {
  userId: text('user_id').primaryKey(),
  signupDay: day('signup_day').notNull(),
  activeDays: day('active_days').array().notNull(),
  checkinDays: day('checkin_days').array().notNull(),
  /** The programme cohort whose member counts hold these days (null: none). */
  cohortId: integer('cohort_id'),
});

/** Each completed task of a realm open to the creator, with the days it took from the opening. */
export const insightTaskDone = pgTable(
  'insight_task_done',
  {
    userId: text('user_id').notNull(),
    questId: text('quest_id').notNull(),
    realmId: integer('realm_id').notNull(),
    signedUpAt: instant('signed_up_at').notNull(),
    daysToComplete: doublePrecision('days_to_complete').notNull(),
    /** The programme cohort the creator was in when counted (null: none), as in insight_creator_days. */
    cohortId: integer('cohort_id'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.questId] }),
    index('insight_task_done_signed_up_idx').on(table.signedUpAt),
    // A cohort's completions of each task in one range of the index, with the days they took:
    // its stalls are read from the index alone, not from 2,000 members' scattered rows.
    index('insight_task_done_cohort_idx')
      .on(table.cohortId, table.questId, table.daysToComplete)
      .where(sql`${table.cohortId} is not null`),
  ],
);

/** Per UTC day and sign-up day: creators active that day, and check-ins written. */
export const insightDayCount = pgTable(
  'insight_day_count',
  {
    day: day('day').notNull(),
    signupDay: day('signup_day').notNull(),
    activeCreators: integer('active_creators').notNull(),
    checkins: integer('checkins').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.signupDay] })],
);

/** Per sign-up day and week since it (0 = the first seven days): creators active that week. */
export const insightWeekCount = pgTable(
  'insight_week_count',
  {
    signupDay: day('signup_day').notNull(),
    weekIndex: integer('week_index').notNull(),
    activeCreators: integer('active_creators').notNull(),
  },
  (table) => [primaryKey({ columns: [table.signupDay, table.weekIndex] })],
);

/** Creators per sign-up day. */
export const insightCohortSize = pgTable('insight_cohort_size', {
  signupDay: day('signup_day').primaryKey(),
  creators: integer('creators').notNull(),
});

// The same three counts again for each programme cohort's members (decision 046): a creator's
// days are counted under the cohort they were in when the rollup last read them, and a move
// takes them out of the old cohort's counts and adds them to the new one's. Tables of their
// own, so the whole programme's reads stay the same few thousand rows.

/** Per programme cohort, UTC day and sign-up day: members active that day, and check-ins written. */
export const insightMemberDayCount = pgTable(
  'insight_member_day_count',
  {
    cohortId: integer('cohort_id').notNull(),
    day: day('day').notNull(),
    signupDay: day('signup_day').notNull(),
    activeCreators: integer('active_creators').notNull(),
    checkins: integer('checkins').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cohortId, table.day, table.signupDay] })],
);

/** Per programme cohort, sign-up day and week since it: members active that week. */
export const insightMemberWeekCount = pgTable(
  'insight_member_week_count',
  {
    cohortId: integer('cohort_id').notNull(),
    signupDay: day('signup_day').notNull(),
    weekIndex: integer('week_index').notNull(),
    activeCreators: integer('active_creators').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cohortId, table.signupDay, table.weekIndex] })],
);

/** Per programme cohort and sign-up day: members. */
export const insightMemberSize = pgTable(
  'insight_member_size',
  {
    cohortId: integer('cohort_id').notNull(),
    signupDay: day('signup_day').notNull(),
    creators: integer('creators').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cohortId, table.signupDay] })],
);

/** The rollup's one row: what it last counted with, and a generation each pass that changed something bumps. */
export const insightRollupState = pgTable(
  'insight_rollup_state',
  {
    id: integer('id').primaryKey().default(1),
    /** The live tasks (ids in order) the current quests were worked out with. */
    tasksSignature: text('tasks_signature').notNull().default(''),
    generation: bigint('generation', { mode: 'number' }).notNull().default(0),
    refreshedAt: instant('refreshed_at'),
  },
  (table) => [check('insight_rollup_state_single_row', sql`${table.id} = 1`)],
);
