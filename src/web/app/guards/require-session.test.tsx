import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PROGRESS_STORAGE_KEY } from '#web/features/journey/utils/progress-cache.ts';
import { renderWithProviders, signedInUser } from '#testing/render.tsx';
import { RequireSession } from './require-session.tsx';

const SESSION_STORAGE_KEY = 'emberpath-session';

function renderSignedInShell() {
  renderWithProviders(
    <Routes>
      <Route element={<RequireSession />}>
        <Route path="/" element={<p>Your journey</p>} />
      </Route>
      <Route path="/auth" element={<p>Sign in</p>} />
    </Routes>,
  );
}

describe('RequireSession', () => {
  it('forgets what this device kept of the creator when the server says their session ended elsewhere', async () => {
    const me = signedInUser();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(me));
    localStorage.setItem(
      PROGRESS_STORAGE_KEY,
      JSON.stringify({ userId: me.user.id, savedAt: Date.now(), progress: { answers: 'mine' } }),
    );
    // Signed out everywhere from another device: every call now answers 401.
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json(
          { error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } },
          { status: 401 },
        ),
      ),
    );

    renderSignedInShell();

    expect(await screen.findByText('Sign in')).toBeTruthy();
    expect(localStorage.getItem(PROGRESS_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
