import { useProgramme } from '../api/get-programme.ts';

/**
 * The programme's ten realms as staff manage content for them: each with its
 * title, its state and its tasks (a resource may be a worksheet's template).
 * Read from the curriculum staff own, never from a list in the code.
 */
export function useProgrammeRealms() {
  const programme = useProgramme();
  const realms = programme.data?.realms ?? [];
  return {
    realms,
    /** Realms creators can walk now: only these can have kit claims. */
    liveRealms: realms.filter((realm) => realm.state === 'live'),
    titleOf: (realmId: number) => realms.find((realm) => realm.id === realmId)?.title ?? '',
    isLoading: programme.isPending,
  };
}
