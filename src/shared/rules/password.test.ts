import { describe, expect, it } from 'vitest';
import { describeWeakPassword, listWeakPasswordReasons } from './password.ts';

describe('listWeakPasswordReasons', () => {
  it('accepts a long password of letters and numbers', () => {
    expect(listWeakPasswordReasons('ember-path-2026', 'maya@example.com')).toEqual([]);
  });

  it('names every reason a password is weak', () => {
    expect(listWeakPasswordReasons('short')).toEqual([
      'use at least 8 characters',
      'mix letters and numbers',
    ]);
  });

  it('refuses a password built from the email address', () => {
    expect(listWeakPasswordReasons('mayarivera1', 'mayarivera@example.com')).toEqual([
      'do not include your email address',
    ]);
  });

  it('turns reasons into one sentence', () => {
    expect(describeWeakPassword(['use at least 8 characters', 'mix letters and numbers'])).toBe(
      'Choose a stronger password: use at least 8 characters; mix letters and numbers.',
    );
  });
});
