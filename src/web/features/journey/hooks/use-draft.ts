import { useCallback, useState } from 'react';

const DRAFT_PREFIX = 'emberpath-draft:';

function readDraft(key: string): string {
  try {
    return localStorage.getItem(DRAFT_PREFIX + key) ?? '';
  } catch {
    return '';
  }
}

/**
 * Text a creator is writing, kept in the browser as they type so a reload or
 * a failed save never loses it. Cleared once the server has it.
 */
export function useDraft(key: string) {
  const [value, setValue] = useState(() => readDraft(key));
  const update = useCallback(
    (next: string) => {
      setValue(next);
      try {
        if (next) localStorage.setItem(DRAFT_PREFIX + key, next);
        else localStorage.removeItem(DRAFT_PREFIX + key);
      } catch {
        // Storage unavailable: the text stays on screen.
      }
    },
    [key],
  );
  const clear = useCallback(() => update(''), [update]);
  return [value, update, clear] as const;
}
