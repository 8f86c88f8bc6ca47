import { describe, expect, it } from 'vitest';
import { callAuth, toAppError } from './call-auth.ts';

describe('auth error messages', () => {
  it('gives each failure its own words', () => {
    expect(toAppError({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' }).userMessage).toBe(
      "That email and password don't match. Check them and try again.",
    );
    expect(toAppError({ status: 429 }).userMessage).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
    const paused = toAppError({
      status: 429,
      error: {
        message: 'Too many wrong passwords for this email. Please try again in 15 seconds.',
      },
    });
    expect(paused.code).toBe('RATE_LIMITED');
    expect(paused.userMessage).toBe(
      'Too many wrong passwords for this email. Please try again in 15 seconds.',
    );
    expect(toAppError({ status: 503 }).code).toBe('NETWORK');
    expect(
      toAppError({
        status: 400,
        code: 'WEAK_PASSWORD',
        message: 'Choose a stronger password: mix letters and numbers.',
      }).userMessage,
    ).toBe('Choose a stronger password: mix letters and numbers.');
  });

  it('falls back to the spec words for the unknown', () => {
    expect(toAppError({ status: 500 }).userMessage).toBe('Something went wrong. Please try again.');
  });

  it('treats a thrown fetch as a network failure', async () => {
    await expect(
      callAuth(() => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toMatchObject({
      code: 'NETWORK',
    });
  });
});
