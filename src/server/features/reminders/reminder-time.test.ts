import { describe, expect, it } from 'vitest';
import { nextReminderAt } from './reminder-time.ts';
describe('nextReminderAt', () => {
  const base = { localTime: '19:00', timeZone: 'Europe/Paris', lastHandledOn: null };

  it('is today’s time while it is still ahead, otherwise tomorrow’s', () => {
    expect(nextReminderAt({ ...base, now: new Date('2026-06-01T10:00:00Z') }).toISOString()).toBe(
      '2026-06-01T17:00:00.000Z',
    );
    expect(nextReminderAt({ ...base, now: new Date('2026-06-01T17:30:00Z') }).toISOString()).toBe(
      '2026-06-02T17:00:00.000Z',
    );
  });

  it('skips today when today was already handled', () => {
    const next = nextReminderAt({
      ...base,
      lastHandledOn: '2026-06-01',
      now: new Date('2026-06-01T10:00:00Z'),
    });
    expect(next.toISOString()).toBe('2026-06-02T17:00:00.000Z');
  });
});
