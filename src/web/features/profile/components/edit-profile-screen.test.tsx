import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '#testing/render.tsx';
import { EditProfileScreen } from './edit-profile-screen.tsx';

const filledIn = {
  hasAvatar: false,
  name: 'Not Maya',
  email: 'maya@emberpath.test',
  image: null,
  bio: 'Squatting',
  links: ['https://squat.example'],
};

/** A server holding a profile someone else filled in, which DELETE /api/profile clears. */
function serveProfile() {
  let profile = filledIn;
  const calls: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    calls.push(`${method} ${new URL(url, 'http://localhost').pathname}`);
    if (method === 'DELETE') profile = { ...filledIn, name: '', bio: '', links: [] };
    return Promise.resolve(Response.json(profile));
  });
  return calls;
}

describe('EditProfileScreen after a proof of the address', () => {
  it('clears in one tap what was set before the address was confirmed, opened from the notice', async () => {
    const calls = serveProfile();
    renderSignedIn(<EditProfileScreen />, { path: '/profile/edit?review=before-proof' });
    expect(await screen.findByDisplayValue('Not Maya')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear them' }));

    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Set before your address was confirmed' }),
      ).toBeNull(),
    );
    expect(calls).toContain('DELETE /api/profile');
    await waitFor(() => expect(screen.getByLabelText('Display name')).toHaveProperty('value', ''));
  });

  it('shows no such card when opened any other way', async () => {
    serveProfile();
    renderSignedIn(<EditProfileScreen />, { path: '/profile/edit' });
    expect(await screen.findByDisplayValue('Not Maya')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear them' })).toBeNull();
  });
});
