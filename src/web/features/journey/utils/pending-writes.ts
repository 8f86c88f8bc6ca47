import type { LocalDate } from '#shared/rules/calendar.ts';

/**
 * A write made without a connection, kept in the browser until the server has
 * it. One per target: a check-in per day, a completion per quest.
 */
export type PendingWrite =
  | {
      kind: 'checkin';
      userId: string;
      /** The creator's day it was written for: a check-in counts only on its own day. */
      date: LocalDate;
      response: string;
      savedAt: number;
    }
  | {
      kind: 'quest-completion';
      userId: string;
      questId: string;
      /** For the toast when it is sent. */
      questTitle: string;
      content?: string;
      savedAt: number;
    };

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const PENDING_WRITES_STORAGE_KEY = 'emberpath-pending-writes';

function targetOf(write: PendingWrite): string {
  return write.kind === 'checkin'
    ? `${write.userId}:checkin:${write.date}`
    : `${write.userId}:quest:${write.questId}`;
}

/** The pending writes of every creator on this device, oldest first, in `storage`. */
export function createPendingWrites(getStorage: () => KeyValueStorage | undefined) {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null = null;
  let cachedWrites: PendingWrite[] = [];

  function readAll(): PendingWrite[] {
    let raw: string | null = null;
    try {
      raw = getStorage()?.getItem(PENDING_WRITES_STORAGE_KEY) ?? null;
    } catch {
      // Storage unavailable: nothing was kept.
    }
    // The same array while nothing changed, so React can compare snapshots.
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      try {
        cachedWrites = raw ? (JSON.parse(raw) as PendingWrite[]) : [];
      } catch {
        cachedWrites = [];
      }
    }
    return cachedWrites;
  }

  function writeAll(writes: PendingWrite[]): void {
    const storage = getStorage();
    if (!storage) throw new Error('This browser cannot keep writes for later.');
    if (writes.length > 0) storage.setItem(PENDING_WRITES_STORAGE_KEY, JSON.stringify(writes));
    else storage.removeItem(PENDING_WRITES_STORAGE_KEY);
    for (const listener of listeners) listener();
  }

  return {
    /** Every creator's writes: a stable array until something changes (for useSyncExternalStore). */
    readAll,
    list(userId: string): PendingWrite[] {
      return readAll().filter((write) => write.userId === userId);
    },
    /** Keeps `write`, replacing an older one for the same check-in day or quest. Throws when storage is full or off. */
    add(write: PendingWrite): void {
      const target = targetOf(write);
      writeAll([...readAll().filter((kept) => targetOf(kept) !== target), write]);
    },
    /** Forgets `write`, unless a newer one for the same target has replaced it meanwhile. */
    remove(write: PendingWrite): void {
      const target = targetOf(write);
      const kept = readAll().filter(
        (candidate) => targetOf(candidate) !== target || candidate.savedAt !== write.savedAt,
      );
      try {
        if (kept.length !== readAll().length) writeAll(kept);
      } catch {
        // Storage unavailable: the write stays, and the server refuses it as a repeat (409) next time.
      }
    },
    /** Forgets every pending write of one creator (on sign-out). */
    clear(userId: string): void {
      const kept = readAll().filter((write) => write.userId !== userId);
      try {
        if (kept.length !== readAll().length) writeAll(kept);
      } catch {
        // Storage unavailable: nothing was kept.
      }
    },
    /** Changes made in this tab; another tab's show through the browser's `storage` event. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type PendingWrites = ReturnType<typeof createPendingWrites>;

/** This browser's pending writes, in local storage. */
export const pendingWrites = createPendingWrites(() =>
  typeof localStorage === 'undefined' ? undefined : localStorage,
);
