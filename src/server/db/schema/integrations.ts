import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
// Relative, not #shared: drizzle-kit loads this file without package.json's import aliases.
import type { ApiKeyRole } from '../../../shared/schemas/api-keys.ts';
import type { WebhookEventType, WebhookMessageType } from '../../../shared/schemas/webhooks.ts';
import { user } from './auth.ts';

/**
 * Where staff want programme events sent (Standard Webhooks). The secret signs
 * every message; after a rotation the previous one signs too until
 * `previous_secret_expires_at`, so a receiver can switch without losing any.
 */
export const webhookEndpoint = pgTable('webhook_endpoint', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  eventTypes: text('event_types').array().$type<WebhookEventType[]>().notNull(),
  /** Whether quest.completed and checkin.created carry what the creator wrote. */
  includesAnswers: boolean('includes_answers').notNull().default(false),
  isEnabled: boolean('is_enabled').notNull().default(true),
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const webhookDeliveryStatus = pgEnum('webhook_delivery_status', [
  'pending',
  'delivered',
  'failed',
]);

/**
 * The webhook outbox: one row per event and endpoint, written in the
 * transaction that makes the event. `order_key` (the creator, or '' for
 * programme-wide events) keeps each creator's events in order per endpoint:
 * a row waits while an older one of the same key is pending.
 */
export const webhookDelivery = pgTable(
  'webhook_delivery',
  {
    id: serial('id').primaryKey(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoint.id, { onDelete: 'cascade' }),
    /** The Standard Webhooks `webhook-id`: the same for every endpoint and every attempt. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').$type<WebhookMessageType>().notNull(),
    orderKey: text('order_key').notNull().default(''),
    /** The exact JSON body sent (what was signed). */
    body: text('body').notNull(),
    status: webhookDeliveryStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Retries stop here (24 hours after the event, or after staff pressed Retry). */
    giveUpAt: timestamp('give_up_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '24 hours'`),
    lastStatusCode: integer('last_status_code'),
    lastResponseMs: integer('last_response_ms'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_delivery_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_delivery_order_idx')
      .on(table.endpointId, table.orderKey, table.id)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_delivery_log_idx').on(table.endpointId, table.id),
  ],
);

/**
 * A creator's calendar subscription. The feed's address carries `feed_id`
 * and an HMAC of it under the server's secret: the address can be shown
 * again in settings, yet nothing stored here opens the feed alone.
 * Regenerating gives a new `feed_id`; turning the feed off deletes the row;
 * either way the old address answers 404.
 */
export const calendarFeed = pgTable('calendar_feed', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  feedId: uuid('feed_id').notNull().unique().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A key an integration calls the staff API with (decision 040). Only the
 * SHA-256 of its secret is kept, so the secret is shown once, when it is made.
 * It acts as the staff member who made it, with its role's permissions, while
 * they are staff: deleting their account deletes their keys.
 */
export const apiKey = pgTable(
  'api_key',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The first characters of the secret, to tell keys apart; not enough to use one. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole secret, hex: what a call is looked up by. */
    tokenHash: text('token_hash').notNull().unique(),
    /** 'admin' = everything staff may do; the only role there is today. */
    role: text('role').$type<ApiKeyRole>().notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute, so a busy integration does not write on every call. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** When a use was last written to the audit trail: at most one `api-key.use` an hour. */
    lastAuditedAt: timestamp('last_audited_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_key_created_by_idx').on(table.createdBy)],
);
