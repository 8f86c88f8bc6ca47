import { startTransition, useCallback, useOptimistic } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/** A change to the address's query: the next query from the current one. */
export type SearchParamsChange = (current: URLSearchParams) => URLSearchParams;
export type SetSearchParamsAtOnce = (change: SearchParamsChange, options?: NavigateOptions) => void;

/**
 * The address's query, for controls drawn from it (a filter's select, a cohort's checkbox):
 * a change shows at once. The router commits a new address in a transition, and a controlled
 * checkbox or select drawn from the address alone springs back to its old value until that
 * commits, for a moment or, on a busy phone, long enough to tap it again.
 */
export function useSearchParamsAtOnce(): [URLSearchParams, SetSearchParamsAtOnce] {
  const [params, setParams] = useSearchParams();
  const [shown, show] = useOptimistic(
    params,
    (current: URLSearchParams, change: SearchParamsChange) => change(new URLSearchParams(current)),
  );
  const set = useCallback<SetSearchParamsAtOnce>(
    (change, options) =>
      startTransition(() => {
        show(change);
        setParams((current) => change(new URLSearchParams(current)), options);
      }),
    [show, setParams],
  );
  return [shown, set];
}
