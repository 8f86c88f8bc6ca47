import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { createBuddyNudgeJob } from './features/buddies/buddy-nudge-job.ts';
import { expireInvites } from './features/invites/invites.service.ts';
import { pruneReadNotifications } from './features/notifications/notifications.service.ts';
import { createWebPushSender } from './features/push/web-push-sender.ts';
import { createReminderJob } from './features/reminders/reminder-job.ts';
import type { Logger } from './logger.ts';
import type { Outbox } from './mail/outbox.ts';
import { createScheduler } from './scheduler.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Everything the server does on its own: daily reminders, pruning old read
 * notifications, and marking invitations past their 30 days expired.
 */
export function createBackgroundJobs(deps: {
  db: Database;
  config: AppConfig;
  outbox: Outbox;
  logger: Logger;
  clock?: () => Date;
}) {
  const { db, config, outbox, logger } = deps;
  return createScheduler({
    clock: deps.clock ?? (() => new Date()),
    logger,
    jobs: [
      createReminderJob({
        db,
        outbox,
        logger,
        appUrl: config.appUrl,
        sendPush: createWebPushSender(config.push),
      }),
      createBuddyNudgeJob({ db }),
      {
        name: 'prune-read-notifications',
        everyMs: HOUR_MS,
        runDue: (now) => pruneReadNotifications({ db }, { now }),
      },
      {
        name: 'expire-invites',
        everyMs: HOUR_MS,
        runDue: (now) => expireInvites({ db }, { now }),
      },
    ],
  });
}
