import { AppError } from '#shared/errors.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { pendingWrites, type PendingWrite } from '../utils/pending-writes.ts';

/** Sends a check-in or quest completion; throws the server's AppError. */
export async function sendPendingWrite(write: PendingWrite): Promise<void> {
  if (write.kind === 'checkin') {
    await apiClient.api.checkins.$post({ json: { response: write.response } });
  } else {
    await apiClient.api.quests[':questId'].complete.$post({
      param: { questId: write.questId },
      json: { content: write.content },
    });
  }
}

/** Whether the write reached the server now, or was kept on this device for later. */
export type WriteResult = { isKeptOffline: boolean };

/**
 * Sends the write, or, without a connection, keeps it on this device to be
 * sent when the connection returns (usePendingWritesReplay). A refusal from
 * the server is thrown as usual.
 */
export async function sendOrKeepOffline(write: PendingWrite): Promise<WriteResult> {
  if (navigator.onLine) {
    try {
      await sendPendingWrite(write);
      return { isKeptOffline: false };
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'NETWORK')) throw error;
    }
  }
  pendingWrites.add(write);
  return { isKeptOffline: true };
}
