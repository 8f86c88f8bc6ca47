import { describe, expect, it } from 'vitest';
import { canReadCreatorData } from './creator-data.policy.ts';
import { canReadEveryLibraryFile } from './library-files.policy.ts';

const creator = { id: 'creator-1', staffRoles: [] };
const coach = { id: 'coach-1', staffRoles: ['coach'] as const };
const editor = { id: 'editor-1', staffRoles: ['editor'] as const };
const fulfilment = { id: 'fulfilment-1', staffRoles: ['fulfilment'] as const };

describe('named policies', () => {
  it('lets a creator read their own data, coaches and admins anyone’s, and no one else', () => {
    expect(canReadCreatorData(creator, 'creator-1')).toBe(true);
    expect(canReadCreatorData(creator, 'creator-2')).toBe(false);
    expect(canReadCreatorData(coach, 'creator-2')).toBe(true);
    expect(canReadCreatorData({ id: 'admin-1', staffRoles: ['admin'] }, 'creator-2')).toBe(true);
    expect(canReadCreatorData(editor, 'creator-2')).toBe(false);
    expect(canReadCreatorData(fulfilment, 'creator-2')).toBe(false);
  });

  it('opens every library file to those who manage the library only', () => {
    expect(canReadEveryLibraryFile(editor)).toBe(true);
    expect(canReadEveryLibraryFile(coach)).toBe(false);
    expect(canReadEveryLibraryFile(creator)).toBe(false);
  });
});
