import { usePendingWritesReplay } from '../hooks/use-pending-writes-replay.ts';

/** Sends the writes kept offline; a component so the app shell can load it after the first paint. */
export function PendingWritesReplay() {
  usePendingWritesReplay();
  return null;
}
