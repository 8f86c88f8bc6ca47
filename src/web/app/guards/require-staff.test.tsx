import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Me } from '#shared/schemas/me.ts';
import { renderWithProviders } from '#testing/render.tsx';
import { SignedInUserContext } from '#web/lib/session.ts';
import { RequireStaff } from './require-staff.tsx';

const signedIn = (isStaff: boolean): Me => ({
  user: {
    id: 'creator-1',
    email: 'maya@emberpath.test',
    name: 'Maya Rivera',
    image: null,
    emailVerified: true,
    timeZone: 'UTC',
  },
  isStaff,
});

function renderAdminPage(me: Me) {
  renderWithProviders(
    <SignedInUserContext value={me}>
      <Routes>
        <Route path="/" element={<p>Dashboard</p>} />
        <Route
          path="/admin/cms"
          element={
            <RequireStaff>
              <p>Resource Management</p>
            </RequireStaff>
          }
        />
      </Routes>
    </SignedInUserContext>,
    { path: '/admin/cms' },
  );
}

describe('RequireStaff', () => {
  it('shows staff screens to staff', () => {
    renderAdminPage(signedIn(true));
    expect(screen.getByText('Resource Management')).toBeTruthy();
  });

  it('sends anyone else home', () => {
    renderAdminPage(signedIn(false));
    expect(screen.queryByText('Resource Management')).toBeNull();
    expect(screen.getByText('Dashboard')).toBeTruthy();
  });
});
