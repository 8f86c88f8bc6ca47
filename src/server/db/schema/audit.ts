import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every staff action, append-only: a trigger (in the migration) refuses
 * UPDATE and DELETE. No foreign keys, so a row outlives the staff member and
 * the target it names; the actor's email is copied for that reason.
 * Owned by features/audit; other features write through its `recordAudit`.
 */
export const auditEvent = pgTable(
  'audit_event',
  {
    id: serial('id').primaryKey(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** What was done: 'kit-claim.status', 'creator.role', 'resource.create', 'email.retry'… */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The record's fields before and after the action, as recordAudit wrote them. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Ascending: read backwards it serves `created_at desc, id desc` (a DESC index would be NULLS LAST, which that order is not).
    index('audit_event_newest_idx').on(table.createdAt, table.id),
    index('audit_event_target_idx').on(table.targetType, table.targetId),
  ],
);
