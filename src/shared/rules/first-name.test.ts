import { describe, expect, it } from 'vitest';
import { firstNameOf } from './first-name.ts';

describe('firstNameOf', () => {
  it('takes the first word of a display name', () => {
    expect(firstNameOf('Maya Rivera')).toBe('Maya');
    expect(firstNameOf('  Maya   Rivera  ')).toBe('Maya');
    expect(firstNameOf('Jean-Luc Picard')).toBe('Jean-Luc');
    expect(firstNameOf("D'Arcy Moss")).toBe("D'Arcy");
  });

  it('keeps a one-word name whole', () => {
    expect(firstNameOf('Cher')).toBe('Cher');
    expect(firstNameOf('Zoë')).toBe('Zoë');
  });

  it('skips a title before the name, unless the title is all there is', () => {
    expect(firstNameOf('Dr. Ada Byron')).toBe('Ada');
    expect(firstNameOf('mrs Ada Byron')).toBe('Ada');
    expect(firstNameOf('Dr.')).toBe('Dr');
  });

  it('leaves off punctuation around the word', () => {
    expect(firstNameOf('"Maya" Rivera')).toBe('Maya');
    expect(firstNameOf('Rivera, Maya')).toBe('Rivera');
    expect(firstNameOf('(Sam) Lee')).toBe('Sam');
  });

  it('falls back to "there" when no name can be read', () => {
    expect(firstNameOf('')).toBe('there');
    expect(firstNameOf('   ')).toBe('there');
    expect(firstNameOf(null)).toBe('there');
    expect(firstNameOf('🔥🔥')).toBe('there');
    expect(firstNameOf('---')).toBe('there');
    expect(firstNameOf('maya@example.com')).toBe('there');
  });

  it('reads names in other scripts', () => {
    expect(firstNameOf('Ольга Петрова')).toBe('Ольга');
    expect(firstNameOf('美咲')).toBe('美咲');
  });
});
