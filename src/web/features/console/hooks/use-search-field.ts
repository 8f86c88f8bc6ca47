import { useEffect, useState } from 'react';
import type { SetSearchParamsAtOnce } from '#web/lib/use-search-params-at-once.ts';

const DEBOUNCE_MS = 300;

/**
 * A search box whose words reach the address (?search=) a moment after the
 * typing stops, so each keystroke does not cost a request and a reload keeps the search.
 */
export function useSearchField(params: URLSearchParams, setParams: SetSearchParamsAtOnce) {
  const applied = params.get('search') ?? '';
  const [typed, setTyped] = useState(applied);
  useEffect(() => {
    if (typed.trim() === applied) return;
    const timer = setTimeout(
      () =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          if (typed.trim()) next.set('search', typed.trim());
          else next.delete('search');
          next.delete('page');
          return next;
        }),
      DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, applied, setParams]);
  return { typed, applied, type: setTyped };
}
