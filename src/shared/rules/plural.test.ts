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

  it('writes every count as the locale does, with or without the formatter', () => {
    const enUS = new Intl.NumberFormat('en-US');
    for (const count of [-1001, -999, -1, 0, 1, 7, 42, 999, 1000, 1204, 1_000_000, 2.5, 999.5]) {
      expect(countOf(count, nouns.day)).toBe(`${enUS.format(count)} ${pluralOf(count, nouns.day)}`);
    }
  });
});
