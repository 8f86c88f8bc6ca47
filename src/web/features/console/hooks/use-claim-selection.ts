import { useState } from 'react';
import type { ConsoleClaim } from '../api/get-claims.ts';

/**
 * The claims ticked on the page shown. Only the claims listed now count, so a
 * claim ticked on another page or under other filters is never moved unseen.
 */
export function useClaimSelection(shown: readonly ConsoleClaim[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const chosen = shown.filter((claim) => ticked.has(claim.id));
  return {
    chosen,
    isChosen: (claim: ConsoleClaim) => ticked.has(claim.id),
    isAllChosen: shown.length > 0 && chosen.length === shown.length,
    toggle: (claim: ConsoleClaim, isOn: boolean) =>
      setTicked((current) => {
        const next = new Set(current);
        if (isOn) next.add(claim.id);
        else next.delete(claim.id);
        return next;
      }),
    toggleAll: (isOn: boolean) => setTicked(new Set(isOn ? shown.map((claim) => claim.id) : [])),
    clear: () => setTicked(new Set()),
  };
}

export type ClaimSelection = ReturnType<typeof useClaimSelection>;
