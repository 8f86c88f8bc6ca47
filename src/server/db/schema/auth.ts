import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
// Relative, not #shared: drizzle-kit loads this file without package.json's import aliases.
import type { StaffRole } from '../../../shared/rules/staff-permissions.ts';

// The tables better-auth needs, in the shape its drizzle adapter expects
// (model names user/session/account/verification/rateLimit).

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** IANA zone in which "today" is counted for this creator's check-ins. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Whether `time_zone` follows the creator's device, or stays where they set it by hand. */
    timeZoneFollowsDevice: boolean('time_zone_follows_device').notNull().default(true),
    /** Staff run the programme (/admin); never granted from an unverified address (decision 006). */
    role: text('role', { enum: ['creator', 'staff'] })
      .notNull()
      .default('creator'),
    /**
     * What a staff member may do (decision 041): one or more of admin, editor, coach, fulfilment.
     * Empty for creators; `role` is 'staff' exactly when it is not (a check holds them together).
     */
    staffRoles: text('staff_roles')
      .array()
      .$type<StaffRole[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * When the holder of this account last proved both the address (a link sent to it) and the
     * credential (typed the password, chose a new one, or a provider vouched for the address).
     * Null until then and after an email change; staff is granted from ADMIN_EMAILS only when
     * set, and links issued before it are refused (decision 006).
     */
    emailProvenAt: timestamp('email_proven_at', { withTimezone: true }),
    /** Since when `email` is this account's address: what was sent to it before is not theirs. */
    emailSince: timestamp('email_since', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The staff console's creators list: sorted by join date or name, searched by the start of a name or email.
  (table) => [
    index('user_joined_idx').on(table.createdAt, table.id),
    index('user_name_idx').on(table.name, table.id),
    index('user_name_search_idx').on(sql`lower(name) text_pattern_ops`),
    index('user_email_search_idx').on(sql`lower(email) text_pattern_ops`),
    check(
      'user_staff_roles_match_role',
      sql`(${table.role} = 'staff') = (cardinality(${table.staffRoles}) > 0) and ${table.staffRoles} <@ array['admin', 'editor', 'coach', 'fulfilment']::text[]`,
    ),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

// Kept in the database so every app server behind a load balancer shares one count.
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
