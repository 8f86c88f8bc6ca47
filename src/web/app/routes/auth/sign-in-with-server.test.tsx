import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PROGRESS_STORAGE_KEY } from '#web/features/journey/utils/progress-cache.ts';
import { renderWithProviders, signedInUser } from '#testing/render.tsx';
import { SignInWithServer } from './sign-in-with-server.tsx';

describe('SignInWithServer', () => {
  it('forgets the creator this device kept a session for, once the server says it has ended', async () => {
    const me = signedInUser();
    localStorage.setItem('emberpath-session', JSON.stringify(me));
    localStorage.setItem(
      PROGRESS_STORAGE_KEY,
      JSON.stringify({ userId: me.user.id, savedAt: Date.now(), progress: { answers: 'mine' } }),
    );
    // The server sent this browser here (its session ended elsewhere): /api/me answers 401.
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json(
          { error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } },
          { status: 401 },
        ),
      ),
    );

    renderWithProviders(<SignInWithServer inviteCode={null} cohortCode={null} returnTo="/" />, {
      path: '/auth',
    });

    expect(await screen.findByRole('button', { name: /sign in/i })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(PROGRESS_STORAGE_KEY)).toBeNull());
    expect(localStorage.getItem('emberpath-session')).toBeNull();
  });
});
