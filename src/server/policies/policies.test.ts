import { describe, expect, it } from 'vitest';
import { canReadCreatorData } from './creator-data.policy.ts';
import { canReadEveryLibraryFile } from './library-files.policy.ts';

const creator = { id: 'creator-1', isStaff: false };
const staff = { id: 'staff-1', isStaff: true };

describe('named policies', () => {
  it('lets a creator read their own data, staff anyone’s, and no one else', () => {
    expect(canReadCreatorData(creator, 'creator-1')).toBe(true);
    expect(canReadCreatorData(creator, 'creator-2')).toBe(false);
    expect(canReadCreatorData(staff, 'creator-2')).toBe(true);
  });

  it('opens every library file to staff only', () => {
    expect(canReadEveryLibraryFile(staff)).toBe(true);
    expect(canReadEveryLibraryFile(creator)).toBe(false);
  });
});
