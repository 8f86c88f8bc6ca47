import { cohortRealmOpensAt } from '#shared/rules/cohorts.ts';
import type { Database } from '../../db/client.ts';
import { findCohortOf } from './cohorts.queries.ts';

type ProgrammeRealm = { id: number; state: string; opensAt: Date | null };

export type CohortCalendarEvent = { key: string; summary: string; at: Date; realmId: number };

/**
 * What a member's calendar holds of their cohort, still to come at `now`: its start, and for a
 * paced cohort each later realm's opening for it. A realm opens for the cohort at the later of
 * its week and the programme's own opening, and a draft at neither, so those are left out.
 * `pacesRealms` says the cohort's openings replace the programme's in this calendar.
 */
export async function cohortCalendarOf(
  db: Database,
  input: { userId: string; realms: readonly ProgrammeRealm[]; now: Date },
): Promise<{ events: CohortCalendarEvent[]; pacesRealms: boolean } | null> {
  const cohort = await findCohortOf(db, input.userId);
  if (!cohort) return null;
  const events: CohortCalendarEvent[] = [];
  if (cohort.startsAt > input.now) {
    events.push({
      key: `cohort-${cohort.id}-starts`,
      summary: `${cohort.name} starts`,
      at: cohort.startsAt,
      realmId: 1,
    });
  }
  if (cohort.pace === 'paced') {
    for (const realm of input.realms) {
      if (realm.id === 1 || realm.state === 'draft') continue;
      const weekOpening = cohortRealmOpensAt(cohort, realm.id);
      const at =
        realm.state === 'scheduled' && realm.opensAt && realm.opensAt > weekOpening
          ? realm.opensAt
          : weekOpening;
      if (at <= input.now) continue;
      events.push({
        key: `cohort-${cohort.id}-realm-${realm.id}-opens`,
        summary: `Realm ${realm.id} opens for ${cohort.name}`,
        at,
        realmId: realm.id,
      });
    }
  }
  return { events, pacesRealms: cohort.pace === 'paced' };
}
