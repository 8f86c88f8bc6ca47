import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressAfterRealm1 } from '#testing/progress-fixture.ts';
import { readCachedProgress, writeCachedProgress } from '../utils/progress-cache.ts';
import { getProgress } from './get-progress.ts';

const USER_ID = 'maya';

/** The server: 304 to the tag it would send, else the whole answer with that tag. */
function serverAnswering(body: unknown, etag: string) {
  const asked: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const ifNoneMatch = new Headers(init?.headers).get('if-none-match');
      asked.push(ifNoneMatch);
      return ifNoneMatch === etag
        ? new Response(null, { status: 304, headers: { etag } })
        : new Response(JSON.stringify(body), {
            headers: { etag, 'content-type': 'application/json' },
          });
    }),
  );
  return asked;
}

describe('getProgress', () => {
  beforeEach(() => {
    const values = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the kept copy’s ETag, and on 304 answers with the kept copy', async () => {
    const kept = progressAfterRealm1();
    writeCachedProgress(USER_ID, kept, '"kept"');
    const asked = serverAnswering({ unexpected: true }, '"kept"');

    expect(await getProgress(USER_ID)).toEqual(kept);
    expect(asked).toEqual(['"kept"']);
    expect(readCachedProgress(USER_ID)?.etag).toBe('"kept"');
  });

  it('keeps a changed answer with its new ETag, dates revived', async () => {
    writeCachedProgress(USER_ID, progressAfterRealm1(), '"old"');
    const changed = { ...progressAfterRealm1(), checkinCount: 3 };
    const asked = serverAnswering(JSON.parse(JSON.stringify(changed)), '"new"');

    const progress = await getProgress(USER_ID);
    expect(progress).toEqual(changed);
    expect(progress.realms[0]!.completedAt).toBeInstanceOf(Date);
    expect(asked).toEqual(['"old"']);
    expect(readCachedProgress(USER_ID)).toMatchObject({ etag: '"new"', progress: changed });
  });

  it('asks without a tag for another creator’s copy, or a copy kept before ETags', async () => {
    writeCachedProgress('someone-else', progressAfterRealm1(), '"theirs"');
    const asked = serverAnswering(JSON.parse(JSON.stringify(progressAfterRealm1())), '"ours"');
    await getProgress(USER_ID);

    localStorage.setItem(
      'emberpath-progress',
      JSON.stringify({ userId: USER_ID, savedAt: 1, progress: progressAfterRealm1() }),
    );
    await getProgress(USER_ID);
    expect(asked).toEqual([null, null]);
  });
});
