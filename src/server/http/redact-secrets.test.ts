import { describe, expect, it } from 'vitest';
import { redactPath, redactQuery } from './redact-secrets.ts';

describe('what a request log may say', () => {
  it('replaces the secret segment of a reset link and an invitation code', () => {
    expect(redactPath('/api/auth/reset-password/abc123')).toBe(
      '/api/auth/reset-password/[redacted]',
    );
    expect(redactPath('/api/invites/by-code/XYZ-42')).toBe('/api/invites/by-code/[redacted]');
    expect(redactPath('/api/progress')).toBe('/api/progress');
  });

  it('replaces the values of token-like query parameters and keeps the rest', () => {
    expect(redactQuery('?token=s3cret&callbackURL=%2F')).toBe('token=[redacted]&callbackURL=%2F');
    expect(redactQuery('?code=1&state=2&page=3')).toBe('code=[redacted]&state=[redacted]&page=3');
    expect(redactQuery('')).toBeUndefined();
  });
});
