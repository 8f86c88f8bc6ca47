import { describe, expect, it } from 'vitest';
import { countOf, nouns, pluralOf } from './plural.ts';

describe('countOf', () => {
  it('chooses the plural through the locale rules and formats the number', () => {
    expect(countOf(1, nouns.day)).toBe('1 day');
    expect(countOf(0, nouns.day)).toBe('0 days');
    expect(countOf(2, nouns.checkin)).toBe('2 check-ins');
    expect(countOf(1, nouns.checkin)).toBe('1 check-in');
    expect(countOf(1204, nouns.quest)).toBe('1,204 quests');
    expect(countOf(1, nouns.request)).toBe('1 buddy request');
    expect(pluralOf(1, { one: 'is', other: 'are' })).toBe('is');
    expect(pluralOf(3, { one: 'is', other: 'are' })).toBe('are');
  });
});
