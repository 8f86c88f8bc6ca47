import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// Relative, not #shared: drizzle-kit loads this file without package.json's import aliases.
import { questTypes } from '../../../shared/content-types.ts';
import { realmStates } from '../../../shared/rules/curriculum.ts';

// The programme's curriculum, owned by staff (decision 020): realms, their
// quests and final tasks, the weekday check-in prompts and the insight
// quotes. Realms 1–3 start as the content shipped in content/, loaded once.
// Owned by features/curriculum; other features read it through its cache.

export const realmState = pgEnum('realm_state', realmStates);
export const questType = pgEnum('quest_type', questTypes);

/** One of the programme's realms, numbered from 1 in the order creators walk them. */
export const curriculumRealm = pgTable(
  'curriculum_realm',
  {
    id: integer('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    kitName: text('kit_name').notNull(),
    kitDescription: text('kit_description').notNull(),
    /** draft: staff only; scheduled: opens at `opens_at`; live: open to creators who reach it. */
    state: realmState('state').notNull().default('draft'),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    /** The zone staff picked the opening time in, to show it back to them as they wrote it. */
    opensTimeZone: text('opens_time_zone'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** When the creators waiting at its door were told it opened; null until then. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'curriculum_realm_scheduled_has_time',
      sql`${table.state} <> 'scheduled' or ${table.opensAt} is not null`,
    ),
  ],
);

/**
 * A quest or a realm's final task. Its id never changes and is never reused:
 * answers are stored against it. A removed quest keeps its row (`removed_at`)
 * so its answers keep their meaning and its id stays taken.
 */
export const curriculumQuest = pgTable(
  'curriculum_quest',
  {
    id: text('id').primaryKey(),
    realmId: integer('realm_id')
      .notNull()
      .references(() => curriculumRealm.id),
    /** Order within the realm's quests; the final task comes after them whatever its number. */
    position: integer('position').notNull(),
    isFinal: boolean('is_final').notNull().default(false),
    type: questType('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    prompt: text('prompt').notNull(),
    affirmation: text('affirmation').notNull(),
    /** Whether a submitted answer waits in the review queue for a coach's feedback (issue 31). */
    asksFeedback: boolean('asks_feedback').notNull().default(false),
    /** What the coach checks, 0–3 short criteria. */
    feedbackCriteria: text('feedback_criteria')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('curriculum_quest_realm_idx').on(table.realmId, table.position),
    uniqueIndex('curriculum_quest_one_final')
      .on(table.realmId)
      .where(sql`${table.isFinal} and ${table.removedAt} is null`),
  ],
);

/** The daily check-in prompt of each weekday, Sunday (0) first. */
export const curriculumCheckinPrompt = pgTable(
  'curriculum_checkin_prompt',
  {
    weekday: integer('weekday').primaryKey(),
    prompt: text('prompt').notNull(),
  },
  (table) => [check('curriculum_checkin_prompt_weekday', sql`${table.weekday} between 0 and 6`)],
);

/** The 'Today's Creative Insight' quotes, in order. */
export const curriculumInsight = pgTable('curriculum_insight', {
  position: integer('position').primaryKey(),
  text: text('text').notNull(),
  author: text('author').notNull(),
});

/**
 * One row: bumped by every change to the curriculum, in the change's
 * transaction. Each process polls it to drop its cached copy (decision 020).
 */
export const curriculumVersion = pgTable(
  'curriculum_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (table) => [check('curriculum_version_single_row', sql`${table.id} = 1`)],
);
