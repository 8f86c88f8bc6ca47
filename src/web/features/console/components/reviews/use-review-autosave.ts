import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { readDraft, writeDraft } from '#web/lib/use-draft.ts';
import { useSaveReviewDraft } from '../../api/save-review-draft.ts';
import { draftOfValues, type ReviewFormValues } from './review-form-values.ts';

/** How long typing pauses before the draft is sent: a save per pause, not per key. */
const SAVE_AFTER_MS = 1_500;

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'kept-here';

/**
 * Keeps the feedback being written twice over: in this browser at every change
 * (nothing typed is lost offline or on a reload), and on the server after each
 * pause in typing (so it is there on another device, and the queue says
 * 'Draft saved'). The browser's copy is forgotten once the server has the same.
 */
export function useReviewAutosave(input: {
  requestId: number;
  form: UseFormReturn<ReviewFormValues, unknown, unknown>;
  draftKey: string;
}) {
  const { requestId, form, draftKey } = input;
  const save = useSaveReviewDraft();
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const isStopped = useRef(false);
  const { mutateAsync } = save;

  const saveNow = useCallback(async () => {
    clearTimeout(timer.current);
    if (isStopped.current) return;
    const values = form.getValues();
    const sent = JSON.stringify(values);
    setStatus('saving');
    try {
      await mutateAsync({ requestId, draft: draftOfValues(values) });
      if (isStopped.current) return;
      if (JSON.stringify(form.getValues()) === sent) writeDraft(draftKey, '');
      setStatus('saved');
    } catch {
      if (!isStopped.current) setStatus('kept-here');
    }
  }, [form, mutateAsync, requestId, draftKey]);

  useEffect(() => {
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (isStopped.current) return;
        writeDraft(draftKey, JSON.stringify(values));
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void saveNow(), SAVE_AFTER_MS);
      },
    });
    // Back online with unsaved words kept here: send them.
    const retry = () => {
      if (readDraft(draftKey)) void saveNow();
    };
    window.addEventListener('online', retry);
    return () => {
      unsubscribe();
      window.removeEventListener('online', retry);
      clearTimeout(timer.current);
    };
  }, [form, draftKey, saveNow]);

  /** After the review is sent: nothing more to keep. */
  const stop = useCallback(() => {
    isStopped.current = true;
    clearTimeout(timer.current);
    writeDraft(draftKey, '');
  }, [draftKey]);

  return { status, stop, saveNow };
}
