import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reminderSetting } from '../../db/schema/reminders.ts';

export async function findReminderSetting(db: Database, userId: string) {
  const [row] = await db.select().from(reminderSetting).where(eq(reminderSetting.userId, userId));
  return row;
}

export async function upsertReminderSetting(
  db: Database,
  row: { userId: string; isEnabled: boolean; localTime: string; nextDueAt: Date | null },
) {
  const values = { ...row, updatedAt: new Date() };
  await db
    .insert(reminderSetting)
    .values(values)
    .onConflictDoUpdate({ target: reminderSetting.userId, set: values });
}

/**
 * Due reminders, locked for this transaction. SKIP LOCKED lets another app
 * process claim other rows at the same time instead of waiting for these.
 */
export function claimDueReminders(tx: Database, now: Date, limit: number) {
  return tx
    .select({
      userId: reminderSetting.userId,
      localTime: reminderSetting.localTime,
      lastHandledOn: reminderSetting.lastHandledOn,
    })
    .from(reminderSetting)
    .where(and(eq(reminderSetting.isEnabled, true), lte(reminderSetting.nextDueAt, now)))
    .orderBy(asc(reminderSetting.nextDueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function recordReminderHandled(
  tx: Database,
  userId: string,
  values: { nextDueAt: Date; lastHandledOn?: string },
) {
  await tx.update(reminderSetting).set(values).where(eq(reminderSetting.userId, userId));
}
