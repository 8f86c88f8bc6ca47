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

/**
 * How far in the past a chosen opening may be and still mean "now": the
 * browser's clock and the server's differ by a few seconds.
 */
export const OPENING_CLOCK_SKEW_MS = 5_000;

/**
 * Whether an opening time chosen by staff has already passed at `now`. A
 * realm scheduled for a time gone by would open at once to every creator
 * waiting, for good (a live realm never goes back to draft): it is refused.
 */
export function hasOpeningPassed(opensAt: Date, now: Date): boolean {
  return opensAt.getTime() < now.getTime() - OPENING_CLOCK_SKEW_MS;
}
