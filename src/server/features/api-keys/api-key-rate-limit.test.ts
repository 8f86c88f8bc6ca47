import { describe, expect, it } from 'vitest';
import { createApiKeyRateLimit } from './api-key-rate-limit.ts';

describe('the per-key rate limit', () => {
  it('allows so many calls a minute per key, then refuses until the minute is over', () => {
    const limit = createApiKeyRateLimit(3);
    const start = new Date('2026-11-28T10:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect([0, 1, 2, 3].map((ms) => limit.allows('a', at(ms)))).toEqual([true, true, true, false]);
    expect(limit.allows('b', at(10))).toBe(true);
    expect(limit.allows('a', at(59_999))).toBe(false);
    expect(limit.allows('a', at(60_000))).toBe(true);
  });
});
