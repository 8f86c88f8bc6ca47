import { describe, expect, it } from 'vitest';
import { authPathFor, safeReturnPath } from './paths.ts';

describe('return paths', () => {
  it('remembers the page asked for', () => {
    expect(authPathFor('/quests?x=1')).toBe('/auth?redirect=%2Fquests%3Fx%3D1');
    expect(authPathFor('/')).toBe('/auth');
  });

  it('never follows another origin or loops back to /auth', () => {
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath('/auth?redirect=/x')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath('/realms')).toBe('/realms');
  });
});
