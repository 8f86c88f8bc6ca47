import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds);

  it('says how long ago, in words, for the last week', () => {
    expect(formatRelativeTime(ago(20_000), now)).toBe('just now');
    expect(formatRelativeTime(ago(5 * 60_000), now)).toMatch(/5 minutes ago/);
    expect(formatRelativeTime(ago(3 * 3_600_000), now)).toMatch(/3 hours ago/);
    expect(formatRelativeTime(ago(26 * 3_600_000), now)).toMatch(/yesterday/);
    expect(formatRelativeTime(ago(3 * 86_400_000), now)).toMatch(/3 days ago/);
  });

  it('gives the date for anything older', () => {
    expect(formatRelativeTime(ago(30 * 86_400_000), now)).toMatch(/2026/);
  });
});
