import { describe, expect, it } from 'vitest';
import { can, permissions, permissionsOf, rolesGranting } from './staff-permissions.ts';

describe('staff permissions', () => {
  it('gives an admin everything and a creator nothing', () => {
    for (const permission of permissions) {
      expect(can({ staffRoles: ['admin'] }, permission)).toBe(true);
      expect(can({ staffRoles: [] }, permission)).toBe(false);
    }
  });

  it('keeps each role to its own work', () => {
    expect(can({ staffRoles: ['coach'] }, 'review:write')).toBe(true);
    expect(can({ staffRoles: ['coach'] }, 'programme:publish')).toBe(false);
    expect(can({ staffRoles: ['editor'] }, 'programme:publish')).toBe(true);
    expect(can({ staffRoles: ['editor'] }, 'review:write')).toBe(false);
    expect(can({ staffRoles: ['fulfilment'] }, 'claims:ship')).toBe(true);
    expect(can({ staffRoles: ['fulfilment'] }, 'creators:read')).toBe(false);
    expect(rolesGranting('role:grant')).toEqual(['admin']);
    expect(rolesGranting('webhook:manage')).toEqual(['admin']);
  });

  it('adds up several roles, in one order', () => {
    expect(permissionsOf(['fulfilment', 'coach'])).toEqual([
      'console:view',
      'creators:read',
      'claims:read',
      'claims:ship',
      'insights:read',
      'nudges:send',
      'review:write',
    ]);
  });
});
