import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
// Relative, not #shared: drizzle-kit loads this file without package.json's import aliases.
import type { CohortPace } from '../../../shared/rules/cohorts.ts';
import { user } from './auth.ts';

// Owned by features/cohorts (decision 045).

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** A dated run of the programme: creators who start together, at a pace staff set. */
export const cohort = pgTable(
  'cohort',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    startsAt: instant('starts_at').notNull(),
    /** The zone staff chose the start in: later weeks open at the same wall-clock time there. */
    startsTimeZone: text('starts_time_zone').notNull(),
    /** At most this many members; null for no limit. */
    capacity: integer('capacity'),
    pace: text('pace').$type<CohortPace>().notNull().default('self'),
    /** Week of the cohort in which realm N opens, at index N − 1 (read only when paced). */
    realmWeeks: integer('realm_weeks').array().notNull(),
    /** Whether joining stops once the cohort has started. */
    closesAtStart: boolean('closes_at_start').notNull().default(false),
    /** The code in the join link: it names the cohort to join and nothing else. */
    joinCode: text('join_code').notNull().unique(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('cohort_capacity_positive', sql`${table.capacity} is null or ${table.capacity} > 0`),
    check('cohort_pace_known', sql`${table.pace} in ('self', 'paced')`),
  ],
);

/** A creator's cohort: one at most. Moving them rewrites this row and nothing of their journey. */
export const cohortMember = pgTable(
  'cohort_member',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohort.id),
    joinedAt: instant('joined_at').notNull().defaultNow(),
  },
  (table) => [index('cohort_member_cohort_idx').on(table.cohortId)],
);

/** Each realm opening of a cohort its members were told of, so each is told once. */
export const cohortOpeningSent = pgTable(
  'cohort_opening_sent',
  {
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohort.id, { onDelete: 'cascade' }),
    realmId: integer('realm_id').notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.cohortId, table.realmId] })],
);
