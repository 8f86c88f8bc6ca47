import { listContacts } from '../../auth/users.queries.ts';
import { paths, withQuery } from '#shared/paths.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import type { Outbox } from '../../mail/outbox.ts';
import type { ScheduledJob } from '../../scheduler.ts';
import { postNotification } from '../notifications/notifications.service.ts';
import { usersWhoCompletedRealm } from '../realms/realms.service.ts';
import { withoutCohortsStillWaiting } from '../cohorts/cohort-pace.ts';
import { emitWebhookEvent } from '../webhooks/webhook-events.ts';
import type { CurriculumCache } from './curriculum-cache.ts';
import {
  bumpCurriculumVersion,
  claimDueOpenings,
  updateRealm,
  type RealmRow,
} from './curriculum.queries.ts';
import { realmOpenedEmail, realmOpenedNotification } from './realm-opened-messages.ts';

type OpeningDeps = { outbox: Outbox; appUrl: string };

/**
 * Tells every creator waiting at a realm's door — they completed the realm
 * before it — that it is open: in the bell, and by email unless they turned
 * those emails off (the outbox checks). In the caller's transaction, which
 * also marks the realm announced, so it is told once.
 */
export async function announceRealmOpening(deps: OpeningDeps, tx: Database, realm: RealmRow) {
  const completedBefore =
    realm.id === 1 ? [] : await usersWhoCompletedRealm({ db: tx }, { realmId: realm.id - 1 });
  const waiting = await withoutCohortsStillWaiting(tx, completedBefore, realm.id, new Date());
  const link = new URL(withQuery(paths.quests, { realm: realm.id }), deps.appUrl).toString();
  for (const contact of await listContacts(tx, waiting)) {
    await postNotification(tx, realmOpenedNotification(contact.id, realm));
    await deps.outbox.enqueue(
      'realm-opened',
      realmOpenedEmail(contact.email, { name: contact.name.trim() || 'creator', realm, link }),
      tx,
    );
  }
  const announcedAt = new Date();
  await updateRealm(tx, realm.id, { state: 'live', announcedAt });
  await emitWebhookEvent(tx, {
    type: 'realm.published',
    data: {
      realmId: realm.id,
      title: realm.title,
      opensAt: (realm.opensAt ?? announcedAt).toISOString(),
    },
    occurredAt: announcedAt,
  });
}

/**
 * Opens scheduled realms whose time has come: each claimed by one process
 * (FOR UPDATE SKIP LOCKED), announced once. Creators can walk a scheduled
 * realm from its opening instant whether or not this has run yet; this only
 * tells them.
 */
export function createRealmOpeningJob(
  deps: OpeningDeps & { db: Database; curriculum: CurriculumCache; logger: Logger },
): ScheduledJob {
  return {
    name: 'open-scheduled-realms',
    runDue: async (now) => {
      const opened = await deps.db.transaction(async (tx) => {
        const due = await claimDueOpenings(tx, now);
        for (const realm of due) await announceRealmOpening(deps, tx, realm);
        if (due.length > 0) await bumpCurriculumVersion(tx);
        return due.map((realm) => realm.id);
      });
      if (opened.length === 0) return;
      deps.curriculum.invalidate();
      void deps.outbox.deliverDue();
      deps.logger.info({ realms: opened }, 'scheduled realms opened');
    },
  };
}
