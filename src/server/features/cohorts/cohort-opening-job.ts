import { paths, withQuery } from '#shared/paths.ts';
import { cohortRealmOpensAt } from '#shared/rules/cohorts.ts';
import { REALM_COUNT } from '#shared/rules/curriculum.ts';
import { listContacts } from '../../auth/users.queries.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import type { Outbox } from '../../mail/outbox.ts';
import type { ScheduledJob } from '../../scheduler.ts';
import { openRealmsAt, type CurriculumCache } from '../curriculum/curriculum-cache.ts';
import { postNotification } from '../notifications/notifications.service.ts';
import {
  cohortRealmOpenedEmail,
  cohortRealmOpenedNotification,
} from './cohort-opening-messages.ts';
import {
  claimOpeningSent,
  listCohorts,
  listMembersAtRealm,
  listOpeningsSent,
  type CohortRow,
} from './cohorts.queries.ts';

/** An opening older than this when first seen (a cohort made after its start) is not announced. */
const STALE_OPENING_MS = 24 * 60 * 60 * 1000;

type OpeningDeps = {
  db: Database;
  outbox: Outbox;
  curriculum: CurriculumCache;
  appUrl: string;
  logger: Logger;
};

/** The cohort's openings due at `now` and not yet told: realm 1 at the start, then each paced week. */
function dueOpenings(cohort: CohortRow, now: Date, sent: Set<string>) {
  const realmIds = cohort.pace === 'paced' ? REALM_COUNT : 1;
  return Array.from({ length: realmIds }, (_, index) => index + 1).flatMap((realmId) => {
    const opensAt = cohortRealmOpensAt(cohort, realmId);
    return opensAt <= now && !sent.has(`${cohort.id}:${realmId}`) ? [{ realmId, opensAt }] : [];
  });
}

/**
 * Tells a cohort's members when a realm opens for the cohort (decision 045): realm 1 to every
 * member at the start, realm N to those who completed realm N − 1, in the bell and by email
 * unless they turned those emails off. Each opening is claimed once (a row per cohort and
 * realm) in the transaction that tells it. A realm the programme has not opened yet waits for
 * the programme's own opening, which tells those it is open for.
 */
export function createCohortOpeningJob(deps: OpeningDeps): ScheduledJob {
  return {
    name: 'open-cohort-realms',
    runDue: async (now) => {
      const [cohorts, sent, realms] = await Promise.all([
        listCohorts(deps.db),
        listOpeningsSent(deps.db),
        openRealmsAt(deps.curriculum, now),
      ]);
      let told = 0;
      for (const cohort of cohorts) {
        for (const opening of dueOpenings(cohort, now, sent)) {
          const realm = realms[opening.realmId - 1];
          if (!realm || realm.quests.length === 0) continue;
          const isStale = now.getTime() - opening.opensAt.getTime() > STALE_OPENING_MS;
          told += await deps.db.transaction(async (tx) => {
            if (!(await claimOpeningSent(tx, cohort.id, realm.id)) || isStale) return 0;
            const waiting = await listMembersAtRealm(tx, cohort.id, realm.id);
            const link = new URL(
              withQuery(paths.quests, { realm: realm.id }),
              deps.appUrl,
            ).toString();
            for (const contact of await listContacts(tx, waiting)) {
              await postNotification(
                tx,
                cohortRealmOpenedNotification(contact.id, { cohortName: cohort.name, realm }),
              );
              await deps.outbox.enqueue(
                'realm-opened',
                cohortRealmOpenedEmail(contact.email, {
                  name: contact.name.trim() || 'creator',
                  cohortName: cohort.name,
                  realm,
                  link,
                }),
                tx,
              );
            }
            return waiting.length;
          });
        }
      }
      if (told === 0) return;
      void deps.outbox.deliverDue();
      deps.logger.info({ creators: told }, 'cohort realm openings told');
    },
  };
}
