import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, signedInUser } from '#testing/render.tsx';
import { UserMenu } from './user-menu.tsx';

describe('the user menu', () => {
  it('offers the staff console to staff', () => {
    renderSignedIn(<UserMenu defaultOpen />, { me: signedInUser({ isStaff: true }) });
    expect(screen.getByRole('menuitem', { name: 'Staff console' })).toBeTruthy();
  });

  it('does not offer it to creators', () => {
    renderSignedIn(<UserMenu defaultOpen />);
    expect(screen.getByRole('menuitem', { name: 'Edit Profile' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Staff console' })).toBeNull();
  });
});
