import { describe, expect, it } from 'vitest';
import { adminCreatorPath, authPathFor, paths, safeReturnPath, withQuery } from './paths.ts';

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

describe('paths with their parts filled in', () => {
  it('encodes a creator id and a query', () => {
    expect(adminCreatorPath('a/b c')).toBe('/admin/creators/a%2Fb%20c');
    expect(withQuery(paths.quests, { realm: 2 })).toBe('/quests?realm=2');
    expect(withQuery(paths.adminClaims, {})).toBe('/admin/claims');
  });
});
