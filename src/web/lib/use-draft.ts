import { useCallback, useEffect, useState } from 'react';
import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';

const DRAFT_PREFIX = 'emberpath-draft:';

/**
 * Where each long text is kept while it is written: always one creator's
 * (their id first, so sign-out forgets them all), per check-in day, quest,
 * or buddy pair and week.
 */
export const draftKeys = {
  checkin: (userId: string, date: string) => `${userId}:checkin:${date}`,
  questAnswer: (userId: string, questId: string) => `${userId}:quest:${questId}`,
  buddyNote: (userId: string, pairId: number, weekStart: string) =>
    `${userId}:buddy-note:${pairId}:${weekStart}`,
  /** A coach's feedback on one answer waiting in the review queue. */
  review: (userId: string, requestId: number) => `${userId}:review:${requestId}`,
};

/** The text kept under this key, or '' when there is none. */
export function readDraft(key: string): string {
  try {
    return localStorage.getItem(DRAFT_PREFIX + key) ?? '';
  } catch {
    return '';
  }
}

/** Keeps text under this key ('' forgets it). */
export function writeDraft(key: string, value: string): void {
  try {
    if (value) localStorage.setItem(DRAFT_PREFIX + key, value);
    else localStorage.removeItem(DRAFT_PREFIX + key);
  } catch {
    // Storage unavailable: the text stays on screen.
  }
}

/**
 * Puts text back as a draft (a write the server refused), unless the creator
 * has started a new one meanwhile.
 */
export function restoreDraft(key: string, value: string): void {
  if (!readDraft(key)) writeDraft(key, value);
}

/** Forgets every draft of one creator (on sign-out, so the next person cannot read them). */
export function clearDraftsOf(userId: string): void {
  try {
    const prefix = `${DRAFT_PREFIX}${userId}:`;
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(prefix)) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/**
 * Text a creator is writing, kept in the browser as they type so a reload or
 * a failed save never loses it. Cleared once the server has it, or once it is
 * kept as a pending write to send when the connection returns.
 */
export function useDraft(key: string) {
  const [value, setValue] = useState(() => readDraft(key));
  const update = useCallback(
    (next: string) => {
      setValue(next);
      writeDraft(key, next);
    },
    [key],
  );
  const clear = useCallback(() => update(''), [update]);
  return [value, update, clear] as const;
}

/**
 * The same for a text field of a react-hook-form form: start the field from
 * `readDraft(key)` (in its default values) and this keeps every change.
 * `clear()` forgets the draft once the server has the text.
 */
export function useFormDraft<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'subscribe'>,
  name: FieldPathByValue<Values, string | undefined>,
  key: string,
) {
  useEffect(
    () =>
      form.subscribe({
        name,
        formState: { values: true },
        callback: ({ values }) => writeDraft(key, (values[name] as string | undefined) ?? ''),
      }),
    [form, name, key],
  );
  return { clear: useCallback(() => writeDraft(key, ''), [key]) };
}
