import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { localDateIn, type LocalDate } from '#shared/rules/calendar.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { getProgressQueryOptions } from '../api/get-progress.ts';
import { sendPendingWrite } from '../api/send-pending-write.ts';
import { pendingWrites, type PendingWrite } from '../utils/pending-writes.ts';
import { replayPendingWrites, type ReplayOutcome } from '../utils/replay-pending-writes.ts';
import { draftKeys, restoreDraft } from '#web/lib/use-draft.ts';

/** A connection that says it is up may still fail (a captive portal): try again this often. */
const RETRY_EVERY_MS = 30_000;

function draftOf(write: PendingWrite): { key: string; text: string } {
  return write.kind === 'checkin'
    ? { key: draftKeys.checkin(write.userId, write.date), text: write.response }
    : { key: draftKeys.questAnswer(write.userId, write.questId), text: write.content ?? '' };
}

function announce(outcome: ReplayOutcome, today: LocalDate): void {
  const { write } = outcome;
  switch (outcome.result) {
    case 'sent':
      if (write.kind === 'checkin') {
        notify('success', 'Daily Check-in Complete!', {
          description: 'The check-in you wrote offline has been sent.',
        });
      } else {
        notify('success', 'Quest Completed!', {
          description: `“${write.questTitle}”, completed offline, has been sent.`,
        });
      }
      return;
    case 'refused': {
      const draft = draftOf(write);
      restoreDraft(draft.key, draft.text);
      notifyError(outcome.error, 'Not sent');
      return;
    }
    case 'expired':
      if (write.kind !== 'checkin') return;
      restoreDraft(draftKeys.checkin(write.userId, today), write.response);
      notify('info', 'Check-in not sent', {
        description: `You wrote it offline for ${formatDate(new Date(`${write.date}T12:00:00`))}, and a check-in counts for the day it is sent. It is waiting in today’s check-in.`,
      });
  }
}

/**
 * Sends the creator's writes kept offline, with a toast for each; returns
 * whether any reached the server (or was settled by it).
 */
export async function sendPendingWrites(user: { id: string; timeZone: string }): Promise<boolean> {
  if (!navigator.onLine || pendingWrites.list(user.id).length === 0) return false;
  const today = localDateIn(user.timeZone, new Date());
  const outcomes = await replayPendingWrites({
    store: pendingWrites,
    userId: user.id,
    today,
    send: sendPendingWrite,
  });
  for (const outcome of outcomes) announce(outcome, today);
  return outcomes.length > 0;
}

/**
 * Sends the writes kept offline when the connection returns (and on the way
 * in, and every 30 s while any wait).
 */
export function usePendingWritesReplay(): void {
  const { user } = useSignedInUser();
  const queryClient = useQueryClient();

  useEffect(() => {
    async function replay() {
      if (await sendPendingWrites(user)) {
        await queryClient.invalidateQueries({
          queryKey: getProgressQueryOptions(user.id).queryKey,
        });
      }
    }
    const startReplay = () => void replay();
    startReplay();
    window.addEventListener('online', startReplay);
    const timer = window.setInterval(startReplay, RETRY_EVERY_MS);
    return () => {
      window.removeEventListener('online', startReplay);
      window.clearInterval(timer);
    };
  }, [user, queryClient]);
}
