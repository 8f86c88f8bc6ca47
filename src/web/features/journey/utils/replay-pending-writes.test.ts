import { describe, expect, it } from 'vitest';
import { AppError } from '#shared/errors.ts';
import {
  createPendingWrites,
  PENDING_WRITES_STORAGE_KEY,
  type KeyValueStorage,
  type PendingWrite,
} from './pending-writes.ts';
import { replayPendingWrites } from './replay-pending-writes.ts';

const TODAY = '2026-03-10';

function memoryStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const checkin = (overrides: Partial<PendingWrite & { kind: 'checkin' }> = {}): PendingWrite => ({
  kind: 'checkin',
  userId: 'maya',
  date: TODAY,
  response: 'Outlined the series.',
  savedAt: 1,
  ...overrides,
});

const questCompletion = (questId: string, savedAt = 2): PendingWrite => ({
  kind: 'quest-completion',
  userId: 'maya',
  questId,
  questTitle: `Quest ${questId}`,
  content: `Answer to ${questId}`,
  savedAt,
});

/** A server that records what it received and answers as `answer` says. */
function fakeServer(answer: (write: PendingWrite) => Error | undefined = () => undefined) {
  const received: PendingWrite[] = [];
  return {
    received,
    send: async (write: PendingWrite) => {
      received.push(write);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const error = answer(write);
      if (error) throw error;
    },
  };
}

function setUp(writes: PendingWrite[]) {
  const storage = memoryStorage();
  const store = createPendingWrites(() => storage);
  for (const write of writes) store.add(write);
  return { storage, store };
}

describe('pending writes', () => {
  it('sends each write in the order it was made, then forgets it', async () => {
    const { store, storage } = setUp([
      checkin(),
      questCompletion('r1-q1'),
      questCompletion('r1-q2'),
    ]);
    const server = fakeServer();

    const outcomes = await replayPendingWrites({ store, userId: 'maya', today: TODAY, ...server });

    expect(server.received.map((write) => write.kind)).toEqual([
      'checkin',
      'quest-completion',
      'quest-completion',
    ]);
    expect(outcomes.map((outcome) => outcome.result)).toEqual(['sent', 'sent', 'sent']);
    expect(store.list('maya')).toEqual([]);
    expect(storage.values.has(PENDING_WRITES_STORAGE_KEY)).toBe(false);
  });

  it('never sends a write twice, even when two replays start at once', async () => {
    const { store } = setUp([checkin(), questCompletion('r1-q1')]);
    const server = fakeServer();
    const replay = () => replayPendingWrites({ store, userId: 'maya', today: TODAY, ...server });

    const [first, second] = await Promise.all([replay(), replay()]);

    expect(server.received).toHaveLength(2);
    expect(first).toHaveLength(2);
    expect(second).toEqual([]);
  });

  it('counts a 409 as sent: the server had it already', async () => {
    const { store } = setUp([checkin()]);
    const server = fakeServer(() => new AppError('CONFLICT', { title: 'Already checked in' }));

    const outcomes = await replayPendingWrites({ store, userId: 'maya', today: TODAY, ...server });

    expect(outcomes).toEqual([{ result: 'sent', write: checkin() }]);
    expect(store.list('maya')).toEqual([]);
  });

  it('stops at a lost connection and keeps that write and every later one', async () => {
    const { store } = setUp([questCompletion('r1-q1'), questCompletion('r1-q2', 3), checkin()]);
    const server = fakeServer((write) =>
      write.kind === 'quest-completion' && write.questId === 'r1-q2'
        ? new AppError('NETWORK')
        : undefined,
    );

    const outcomes = await replayPendingWrites({ store, userId: 'maya', today: TODAY, ...server });

    expect(outcomes.map((outcome) => outcome.result)).toEqual(['sent']);
    expect(store.list('maya')).toEqual([questCompletion('r1-q2', 3), checkin()]);
  });

  it('keeps writes when the server fails or the session is gone, for a later try', async () => {
    const failures = [
      new AppError('INTERNAL'),
      new AppError('RATE_LIMITED'),
      new AppError('UNAUTHENTICATED'),
      new TypeError('Failed to fetch'),
    ];
    for (const failure of failures) {
      const { store } = setUp([checkin()]);
      const server = fakeServer(() => failure);
      expect(await replayPendingWrites({ store, userId: 'maya', today: TODAY, ...server })).toEqual(
        [],
      );
      expect(store.list('maya'), failure.message).toEqual([checkin()]);
    }
  });

  it('reports a refusal with the server’s words, drops that write and goes on', async () => {
    const locked = new AppError('FORBIDDEN', { title: 'Realm Locked' });
    const { store } = setUp([questCompletion('r2-q1'), checkin()]);
    const server = fakeServer((write) => (write.kind === 'quest-completion' ? locked : undefined));

    const outcomes = await replayPendingWrites({ store, userId: 'maya', today: TODAY, ...server });

    expect(outcomes).toEqual([
      { result: 'refused', write: questCompletion('r2-q1'), error: locked },
      { result: 'sent', write: checkin() },
    ]);
    expect(store.list('maya')).toEqual([]);
  });

  it('does not send a check-in whose day is over: it would count for today', async () => {
    const yesterday = checkin({ date: '2026-03-09' });
    const { store } = setUp([yesterday]);
    const server = fakeServer();

    const outcomes = await replayPendingWrites({ store, userId: 'maya', today: TODAY, ...server });

    expect(server.received).toEqual([]);
    expect(outcomes).toEqual([{ result: 'expired', write: yesterday }]);
    expect(store.list('maya')).toEqual([]);
  });

  it('sends only the signed-in creator’s writes, and sign-out forgets only theirs', async () => {
    const otherCreators = checkin({ userId: 'ola' });
    const { store } = setUp([otherCreators, checkin()]);
    const server = fakeServer();

    await replayPendingWrites({ store, userId: 'maya', today: TODAY, ...server });
    expect(server.received).toEqual([checkin()]);
    expect(store.list('ola')).toEqual([otherCreators]);

    store.add(checkin({ savedAt: 9 }));
    store.clear('maya');
    expect(store.list('maya')).toEqual([]);
    expect(store.list('ola')).toEqual([otherCreators]);
  });

  it('keeps one write per check-in day and per quest, the newest', () => {
    const { store } = setUp([checkin(), questCompletion('r1-q1')]);
    store.add(checkin({ response: 'A better answer.', savedAt: 5 }));

    expect(store.list('maya')).toEqual([
      questCompletion('r1-q1'),
      checkin({ response: 'A better answer.', savedAt: 5 }),
    ]);
    // Sending the older one must not forget the newer one that replaced it.
    store.remove(checkin());
    expect(store.list('maya')).toHaveLength(2);
  });

  it('tells subscribers when the writes change', () => {
    const { store } = setUp([]);
    let changes = 0;
    const unsubscribe = store.subscribe(() => (changes += 1));
    store.add(checkin());
    store.remove(checkin());
    unsubscribe();
    store.add(checkin());
    expect(changes).toBe(2);
  });
});
