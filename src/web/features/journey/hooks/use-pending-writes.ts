import { useMemo, useSyncExternalStore } from 'react';
import { useSignedInUser } from '#web/lib/session.ts';
import {
  pendingWrites,
  PENDING_WRITES_STORAGE_KEY,
  type PendingWrite,
} from '../utils/pending-writes.ts';

const NONE: PendingWrite[] = [];

function subscribe(listener: () => void): () => void {
  const unsubscribe = pendingWrites.subscribe(listener);
  // Another tab sent or kept a write.
  const onStorage = (event: StorageEvent) => {
    if (event.key === PENDING_WRITES_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in creator's writes kept on this device, waiting for a connection. */
export function usePendingWrites(): PendingWrite[] {
  const { user } = useSignedInUser();
  const all = useSyncExternalStore(subscribe, pendingWrites.readAll, () => NONE);
  return useMemo(() => all.filter((write) => write.userId === user.id), [all, user.id]);
}
