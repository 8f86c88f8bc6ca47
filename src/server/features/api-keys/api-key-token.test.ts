import { describe, expect, it } from 'vitest';
import {
  API_KEY_TOKEN_PREFIX,
  createApiKeyToken,
  hashApiKeyToken,
  readBearerCredentials,
} from './api-key-token.ts';

describe('API key secrets', () => {
  it('are a recognisable prefix and 256 random bits, different every time', () => {
    const first = createApiKeyToken();
    const second = createApiKeyToken();
    expect(first.token).toMatch(/^ep_live_[A-Za-z0-9_-]{43}$/);
    expect(first.token).not.toBe(second.token);
    expect(first.prefix).toBe(first.token.slice(0, API_KEY_TOKEN_PREFIX.length + 4));
  });

  it('are stored as their SHA-256, never as themselves', () => {
    const { token, hash } = createApiKeyToken();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashApiKeyToken(token));
    expect(hash).not.toContain(token.slice(API_KEY_TOKEN_PREFIX.length));
    expect(hashApiKeyToken(`${token}x`)).not.toBe(hash);
  });
});

describe('the Authorization header', () => {
  const { token } = createApiKeyToken();

  it('is absent: no key', () => {
    expect(readBearerCredentials(undefined)).toEqual({ kind: 'none' });
  });

  it.each([`Bearer ${token}`, `bearer ${token}`, `BEARER  ${token} `])('reads %s', (header) => {
    expect(readBearerCredentials(header)).toEqual({ kind: 'token', token });
  });

  it.each([
    '',
    'Bearer',
    'Bearer ',
    `Basic ${token}`,
    `Token ${token}`,
    `Bearer ${token} extra`,
    `Bearer ${token}x`,
    `Bearer ${token.slice(0, -1)}`,
    `Bearer ep_test_${token.slice(API_KEY_TOKEN_PREFIX.length)}`,
    `Bearer ${token.slice(0, -1)}!`,
    `Bearer ${'a'.repeat(5000)}`,
  ])('refuses %j as malformed', (header) => {
    expect(readBearerCredentials(header)).toEqual({ kind: 'malformed' });
  });
});
