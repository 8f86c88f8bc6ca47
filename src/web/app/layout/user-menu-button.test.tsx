import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, signedInUser } from '#testing/render.tsx';
import { UserMenuButton } from './header-buttons.tsx';

describe('the user menu button', () => {
  it('has a name that starts with the initials it shows (WCAG 2.5.3)', () => {
    renderSignedIn(<UserMenuButton />);
    const button = screen.getByRole('button', { name: 'MR, Open user menu' });
    expect(button.textContent).toBe('MR');
  });

  it('is simply the user menu when it shows a picture', () => {
    const me = signedInUser();
    renderSignedIn(<UserMenuButton />, {
      me: { ...me, user: { ...me.user, image: '/api/profile/avatars/creator-1/a.webp' } },
    });
    expect(screen.getByRole('button', { name: 'Open user menu' })).toBeTruthy();
  });
});
