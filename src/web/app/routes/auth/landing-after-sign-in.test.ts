import { describe, expect, it } from 'vitest';
import { landingAfterSignIn } from './landing-after-sign-in.ts';

describe('where sign-in lands', () => {
  it('takes staff to the console when nothing asked for another page', () => {
    expect(landingAfterSignIn({ isStaff: true }, '/')).toBe('/admin');
  });

  it('keeps the page a link asked for, staff or not', () => {
    expect(landingAfterSignIn({ isStaff: true }, '/quests?realm=2')).toBe('/quests?realm=2');
    expect(landingAfterSignIn({ isStaff: false }, '/realms')).toBe('/realms');
  });

  it('takes a creator to their dashboard', () => {
    expect(landingAfterSignIn({ isStaff: false }, '/')).toBe('/');
    expect(landingAfterSignIn(null, '/')).toBe('/');
  });
});
