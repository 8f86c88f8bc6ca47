// Kept free of zod: the schema files (loaded by drizzle-kit) and first-load screens use it.

/** A realm's place in its life: written by staff, waiting for its opening time, or open. */
export const realmStates = ['draft', 'scheduled', 'live'] as const;
export type RealmPublicationState = (typeof realmStates)[number];

/** The programme has ten realms, walked in order (decision 020). */
export const REALM_COUNT = 10;

/** Whether creators who reach a realm may walk it at `now`: live, or scheduled and its time has come. */
export function isRealmLive(
  realm: { state: RealmPublicationState; opensAt: Date | null },
  now: Date,
): boolean {
  if (realm.state === 'live') return true;
  return realm.state === 'scheduled' && realm.opensAt !== null && realm.opensAt <= now;
}

/** What staff see of a realm's state at `now`: a scheduled realm whose time has come is live. */
export function realmStateAt(
  realm: { state: RealmPublicationState; opensAt: Date | null },
  now: Date,
): RealmPublicationState {
  return isRealmLive(realm, now) ? 'live' : realm.state;
}
