import { pruneSignInFailures } from './auth/sign-in-lockout.service.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { createBuddyNudgeJob } from './features/buddies/buddy-nudge-job.ts';
import { createCohortOpeningJob } from './features/cohorts/cohort-opening-job.ts';
import type { CurriculumCache } from './features/curriculum/curriculum-cache.ts';
import { createRealmOpeningJob } from './features/curriculum/realm-opening.service.ts';
import { createCountedViews } from './features/insights/counted-views.ts';
import { createInsightsRollupJob } from './features/insights/rollup.service.ts';
import { createStandingNudgeJob } from './features/insights/standing-nudge-job.ts';
import { expireInvites } from './features/invites/invites.service.ts';
import { pruneReadNotifications } from './features/notifications/notifications.service.ts';
import { createWebPushSender } from './features/push/web-push-sender.ts';
import { createReminderJob } from './features/reminders/reminder-job.ts';
import { pruneWebhookDeliveries } from './features/webhooks/webhook-retention.ts';
import type { Logger } from './logger.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { Outbox } from './mail/outbox.ts';
import { createOrphanedFilesJob } from './orphaned-files-job.ts';
import { createScheduler } from './scheduler.ts';
import type { FileStore } from './storage/file-store.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Everything the server does on its own: daily reminders, opening scheduled
 * realms and telling cohorts of their realms' openings, staff's standing nudges, counting what changed for the insights, pruning old read notifications and webhook deliveries finished 30
 * days ago, marking invitations past their 30 days expired, forgetting runs
 * of wrong passwords a day old, and deleting stored files no row names.
 * (The webhook and email outboxes deliver on their own, faster, timers.)
 */
export function createBackgroundJobs(deps: {
  db: Database;
  config: AppConfig;
  outbox: Outbox;
  fileStore: FileStore;
  curriculum: CurriculumCache;
  logger: Logger;
  clock?: () => Date;
  metrics?: Metrics;
}) {
  const { db, config, outbox, fileStore, curriculum, logger } = deps;
  return createScheduler({
    clock: deps.clock ?? (() => new Date()),
    logger,
    onJobRun: deps.metrics?.recordJob,
    jobs: [
      createReminderJob({
        db,
        outbox,
        curriculum,
        logger,
        appUrl: config.appUrl,
        sendPush: createWebPushSender(config.push),
      }),
      createBuddyNudgeJob({ db }),
      createRealmOpeningJob({ db, outbox, curriculum, appUrl: config.appUrl, logger }),
      createCohortOpeningJob({ db, outbox, curriculum, appUrl: config.appUrl, logger }),
      createInsightsRollupJob({ db, curriculum }),
      createStandingNudgeJob({
        db,
        curriculum,
        outbox,
        appUrl: config.appUrl,
        views: createCountedViews({ db, curriculum }),
      }),
      {
        name: 'prune-read-notifications',
        everyMs: HOUR_MS,
        runDue: (now) => pruneReadNotifications({ db }, { now }),
      },
      {
        name: 'prune-webhook-deliveries',
        everyMs: HOUR_MS,
        runDue: (now) => pruneWebhookDeliveries({ db }, { now }),
      },
      {
        name: 'expire-invites',
        everyMs: HOUR_MS,
        runDue: (now) => expireInvites({ db }, { now }),
      },
      {
        name: 'prune-sign-in-failures',
        everyMs: HOUR_MS,
        runDue: (now) => pruneSignInFailures({ db }, { now }),
      },
      createOrphanedFilesJob({ db, fileStore, logger }),
    ],
  });
}
