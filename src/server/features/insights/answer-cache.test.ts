import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.ts';

function cacheAt(options: { maxAgeMs: number; maxEntries?: number }) {
  let now = 0;
  const cache = createAnswerCache({ ...options, clock: () => now });
  let counts = 0;
  const count = () => {
    counts += 1;
    return Promise.resolve(counts);
  };
  return {
    answer: (key: string, generation: number | null) => cache.answer(key, generation, count),
    wait: (ms: number) => (now += ms),
    counts: () => counts,
    cache,
  };
}

describe('the insights’ kept answers', () => {
  it('keeps an answer while the rollup’s generation is the one it was counted at', async () => {
    const kept = cacheAt({ maxAgeMs: 0 });
    expect(await kept.answer('funnel', 1)).toBe(1);
    kept.wait(3_600_000);
    expect(await kept.answer('funnel', 1)).toBe(1);
    expect(await kept.answer('funnel', 2)).toBe(2);
    expect(await kept.answer('stall', 2)).toBe(3);
  });

  it('keeps it for maxAgeMs after counting even when creators changed meanwhile', async () => {
    const kept = cacheAt({ maxAgeMs: 30_000 });
    await kept.answer('funnel', 1);
    kept.wait(29_999);
    expect(await kept.answer('funnel', 5)).toBe(1);
    kept.wait(1);
    expect(await kept.answer('funnel', 5)).toBe(2);
  });

  it('keeps an answer with no generation (a view read live) for maxAgeMs only', async () => {
    const kept = cacheAt({ maxAgeMs: 30_000 });
    expect(await kept.answer('reviews', null)).toBe(1);
    kept.wait(29_999);
    expect(await kept.answer('reviews', null)).toBe(1);
    kept.wait(1);
    expect(await kept.answer('reviews', null)).toBe(2);
    expect(await kept.answer('reviews', null)).toBe(2);
  });

  it('counts once for callers asking at the same time, and never keeps a failure', async () => {
    const cache = createAnswerCache({ maxAgeMs: 0 });
    let counts = 0;
    let release!: () => void;
    const slow = () => {
      counts += 1;
      return new Promise<number>((resolve) => (release = () => resolve(counts)));
    };
    const callers = Array.from({ length: 10 }, () => cache.answer('stall', 1, slow));
    release();
    expect(await Promise.all(callers)).toEqual(Array(10).fill(1));
    expect(counts).toBe(1);

    await expect(
      cache.answer('funnel', 1, () => Promise.reject(new Error('down'))),
    ).rejects.toThrow();
    expect(await cache.answer('funnel', 1, () => Promise.resolve('up'))).toBe('up');
  });

  it('drops the answer used longest ago beyond maxEntries', async () => {
    const kept = cacheAt({ maxAgeMs: 0, maxEntries: 2 });
    await kept.answer('a', 1);
    await kept.answer('b', 1);
    await kept.answer('a', 1);
    await kept.answer('c', 1);
    expect(kept.counts()).toBe(3);
    await kept.answer('a', 1);
    expect(kept.counts()).toBe(3);
    await kept.answer('b', 1);
    expect(kept.counts()).toBe(4);
  });
});
