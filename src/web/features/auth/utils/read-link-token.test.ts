import { describe, expect, it } from 'vitest';
import { readLinkToken } from './read-link-token.ts';

function tokenWith(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;
}

describe('readLinkToken', () => {
  it('reads the address and whether the link has expired', () => {
    const token = tokenWith({ email: 'maya@example.com', exp: 2_000 });
    expect(readLinkToken(token, 1_000_000)).toEqual({
      email: 'maya@example.com',
      isExpired: false,
    });
    expect(readLinkToken(token, 2_000_000)).toEqual({ email: 'maya@example.com', isExpired: true });
  });

  it('answers nothing for a missing or mangled token', () => {
    expect(readLinkToken(null)).toBeUndefined();
    expect(readLinkToken('not-a-token')).toBeUndefined();
    expect(readLinkToken(tokenWith({ email: 42 }))).toBeUndefined();
  });
});
