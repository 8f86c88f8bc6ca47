/**
 * A key that holds a person's data carries their id after its name
 * (`['profile', userId]`), so the next person to sign in on a device never
 * sees the last one's from the cache.
 *
 * The query keys more than one feature uses. A key one feature alone uses
 * belongs to the API file that fetches it (`getXQueryOptions(id).queryKey`);
 * these are fetched by one owner too (named beside each), and only refreshed
 * or read elsewhere.
 */
export const queryKeys = {
  /** lib/session-query.ts: who is signed in. Refreshed after a name, picture or time zone changes. */
  session: ['session'] as const,
  /** features/journey/api/get-progress.ts. Refreshed when the time zone moves "today". */
  progress: (userId: string) => ['progress', userId] as const,
  /** features/library/api/get-library.ts. Refreshed by the console's content studio. */
  library: (userId: string) => ['library', userId] as const,
};
