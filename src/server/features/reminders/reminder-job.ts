import { addDays, localDateIn } from '#shared/rules/calendar.ts';
import { checkinPromptFor, type WeekdayPrompts } from '#shared/rules/checkin-prompt.ts';
import { listContacts } from '../../auth/users.queries.ts';
import type { Database } from '../../db/client.ts';
import type { CurriculumCache } from '../curriculum/curriculum-cache.ts';
import type { Logger } from '../../logger.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { getCheckinStatus } from '../checkins/checkins.service.ts';
import { postNotification } from '../notifications/notifications.service.ts';
import { sendPushToUser } from '../push/push.service.ts';
import type { PushSender } from '../push/web-push-sender.ts';
import { reminderFor, type Reminder } from './reminder-messages.ts';
import { claimDueReminders, recordReminderHandled } from './reminders.queries.ts';
import { instantAt } from '#shared/rules/local-time.ts';

export type ReminderJobDeps = {
  db: Database;
  outbox: Outbox;
  curriculum: CurriculumCache;
  sendPush: PushSender;
  logger: Logger;
  appUrl: string;
};

const BATCH_SIZE = 50;
const RETRY_AFTER_FAILURE_MS = 60 * 60 * 1000;

type DueReminder = Awaited<ReturnType<typeof claimDueReminders>>[number];
type Contact = Awaited<ReturnType<typeof listContacts>>[number];

/**
 * Handles one creator's due reminder inside the claiming transaction, and
 * records the local date handled there too: the notification, the queued
 * email and "done for today" commit together or not at all. Returns the
 * reminder sent, if one was, so its push goes out once committed.
 */
async function handleReminder(
  tx: Database,
  deps: ReminderJobDeps,
  due: DueReminder,
  contact: Contact,
  input: { now: Date; prompts: WeekdayPrompts },
): Promise<Reminder | undefined> {
  const { now } = input;
  const today = localDateIn(contact.timeZone, now);
  const tomorrowAt = instantAt(addDays(today, 1), due.localTime, contact.timeZone);
  if (due.lastHandledOn === today) {
    await recordReminderHandled(tx, due.userId, { nextDueAt: tomorrowAt });
    return undefined;
  }
  const todayAt = instantAt(today, due.localTime, contact.timeZone);
  // Due by an old schedule (the creator moved west): wait for today's time on their clock.
  if (todayAt > now) {
    await recordReminderHandled(tx, due.userId, { nextDueAt: todayAt });
    return undefined;
  }
  const { hasCheckedIn, streak } = await getCheckinStatus(
    { db: tx },
    { userId: due.userId, today, timeZone: contact.timeZone },
  );
  let reminder: Reminder | undefined;
  if (!hasCheckedIn) {
    reminder = reminderFor({
      recipient: contact,
      streak,
      prompt: checkinPromptFor(input.prompts, today),
      appUrl: deps.appUrl,
    });
    await postNotification(tx, reminder.notification);
    await deps.outbox.enqueue(reminder.kind, reminder.email, tx);
  }
  await recordReminderHandled(tx, due.userId, { lastHandledOn: today, nextDueAt: tomorrowAt });
  return reminder;
}

/**
 * Sends every reminder due at `now`, once per creator per local day, however
 * many app processes run it at once: each batch is claimed with FOR UPDATE
 * SKIP LOCKED. A reminder missed while no server ran is still due (its
 * `next_due_at` has passed) and goes out late the same day; once the
 * creator's day is over it is skipped, never sent twice.
 */
export function createReminderJob(deps: ReminderJobDeps) {
  async function runBatch(now: Date) {
    const sent: { userId: string; reminder: Reminder }[] = [];
    // Read before the transaction: the curriculum is read on the app's own connection.
    const prompts = (await deps.curriculum.get()).checkinPrompts;
    const claimed = await deps.db.transaction(async (tx) => {
      const due = await claimDueReminders(tx, now, BATCH_SIZE);
      const contacts = new Map(
        (
          await listContacts(
            tx,
            due.map((row) => row.userId),
          )
        ).map((row) => [row.id, row]),
      );
      for (const row of due) {
        try {
          // A savepoint each, so one creator's failure leaves the others' work standing.
          const reminder = await tx.transaction((savepoint) =>
            handleReminder(savepoint, deps, row, contacts.get(row.userId)!, { now, prompts }),
          );
          if (reminder) sent.push({ userId: row.userId, reminder });
        } catch (error) {
          deps.logger.error({ err: error, userId: row.userId }, 'reminder failed; retrying later');
          await recordReminderHandled(tx, row.userId, {
            nextDueAt: new Date(now.getTime() + RETRY_AFTER_FAILURE_MS),
          });
        }
      }
      return due.length;
    });
    return { claimed, sent };
  }

  return {
    name: 'reminders',
    async runDue(now: Date) {
      let reminded = 0;
      for (;;) {
        const { claimed, sent } = await runBatch(now);
        if (claimed === 0) break;
        // After the commit: a push must never announce a reminder that rolled back.
        for (const { userId, reminder } of sent) {
          await sendPushToUser(deps, { userId, message: reminder.push });
        }
        reminded += sent.length;
      }
      if (reminded > 0) void deps.outbox.deliverDue();
      return { reminded };
    },
  };
}
