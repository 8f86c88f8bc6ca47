import { describe, expect, it } from 'vitest';
import { describeSignInPause, pauseAfterFailures, secondsUntil } from './sign-in-pauses.ts';

describe('pauses after wrong passwords', () => {
  it('cost nothing for five, grow to five minutes, then lock for fifteen', () => {
    const pauses = Array.from({ length: 22 }, (_, index) => pauseAfterFailures(index + 1));
    expect(pauses).toEqual([
      0, 0, 0, 0, 15, 30, 60, 120, 240, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300, 900, 900,
      900,
    ]);
    // A guesser who waits out every pause needs about an hour for 20 tries.
    const total = pauses.slice(0, 19).reduce((sum, pause) => sum + pause, 0);
    expect(total).toBe(3465);
  });

  it('round the wait up to whole seconds, never zero', () => {
    const now = new Date('2026-03-02T09:00:00.000Z');
    expect(secondsUntil(new Date('2026-03-02T09:00:14.200Z'), now)).toBe(15);
    expect(secondsUntil(new Date('2026-03-02T09:00:00.010Z'), now)).toBe(1);
  });

  it('say the wait in seconds, then in whole minutes', () => {
    expect(describeSignInPause({ retryAfterSeconds: 1, isLocked: false })).toBe(
      'Too many wrong passwords for this email. Please try again in 1 second.',
    );
    expect(describeSignInPause({ retryAfterSeconds: 61, isLocked: false })).toBe(
      'Too many wrong passwords for this email. Please try again in 2 minutes.',
    );
    expect(describeSignInPause({ retryAfterSeconds: 60, isLocked: true })).toContain(
      'Please try again in 1 minute, or choose a new password with "Forgot password?"',
    );
  });
});
