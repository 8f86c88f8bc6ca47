import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
// Relative, not #shared: drizzle-kit loads this file without package.json's import aliases.
import { resourceTypes } from '../../../shared/library-limits.ts';
import { user } from './auth.ts';

export const resourceType = pgEnum('resource_type', resourceTypes);

/**
 * A library resource: a worksheet, audio or video for a realm's section.
 * Deleting sets `is_active` false; the file stays in the store until a purge.
 * Files are never public: `file_key` names them in the FileStore, and the app
 * serves them after the unlock check.
 */
export const resource = pgTable(
  'resource',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    type: resourceType('type').notNull().default('download'),
    realmId: integer('realm_id').notNull(),
    iconName: text('icon_name').notNull().default('FileText'),
    /** The worksheet quest this resource is the template for. */
    questId: text('quest_id'),
    /** Unique: a file belongs to one resource, so replacing one resource's file never removes another's. */
    fileKey: text('file_key').unique(),
    fileName: text('file_name'),
    fileSize: bigint('file_size', { mode: 'number' }),
    contentType: text('content_type'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The programme's realms, 1 to 10 (decision 020): a section may be prepared before its realm opens.
    check('resource_realm_id_range', sql`${table.realmId} between 1 and 10`),
    index('resource_realm_active_idx').on(table.realmId, table.isActive),
  ],
);

/**
 * A library section a realm completion opened for a creator while it held
 * resources: 'New Resources Unlocked!' shows until `seen_at` is set, once, on
 * whichever device the creator uses next.
 */
export const libraryUnlock = pgTable(
  'library_unlock',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    realmId: integer('realm_id').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.realmId] })],
);

/**
 * The default resources loaded once: a row per default, kept even after staff
 * delete (or a purge removes) the resource, so a restart never brings it back.
 */
export const libraryDefaultSeed = pgTable('library_default_seed', {
  key: text('key').primaryKey(),
  resourceId: uuid('resource_id'),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
