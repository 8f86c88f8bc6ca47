import { describe, expect, it } from 'vitest';
import { describeWeakPassword, listWeakPasswordReasons, passwordRulesHint } from './password.ts';

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
      'leave out “mayarivera”, the part of your email before the @',
    ]);
    expect(listWeakPasswordReasons('lee2024films', 'lee@example.com')).toEqual([
      'leave out “lee”, the part of your email before the @',
    ]);
  });

  it('has a hint that states every rule the server applies', () => {
    expect(passwordRulesHint).toContain('8 to 128 characters');
    expect(passwordRulesHint).toContain('letters and numbers');
    expect(passwordRulesHint).toContain('the part of your email before the @');
  });

  it('turns reasons into one sentence', () => {
    expect(describeWeakPassword(['use at least 8 characters', 'mix letters and numbers'])).toBe(
      'Choose a stronger password: use at least 8 characters; mix letters and numbers.',
    );
  });
});
