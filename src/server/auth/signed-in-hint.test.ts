import { describe, expect, it } from 'vitest';
import { signedInHintFor } from './signed-in-hint.ts';

describe('the signed-in hint', () => {
  it('is set with a session, cleared with it, and left alone otherwise', () => {
    const set = signedInHintFor(
      ['better-auth.session_token=abc.def; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax'],
      false,
    );
    expect(set).toMatch(/^emberpath_signed_in=1; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(signedInHintFor(['__Secure-better-auth.session_token=; Max-Age=0; Path=/'], true)).toBe(
      'emberpath_signed_in=; Path=/; Max-Age=0; SameSite=Lax; Secure',
    );
    expect(signedInHintFor(['emberpath_invite=x; Path=/auth'], false)).toBeUndefined();
  });
});
