import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Me } from '#shared/schemas/me.ts';
import { renderSignedIn, signedInUser } from '#testing/render.tsx';
import { RequireStaff } from './require-staff.tsx';

function renderAdminPage(me: Me) {
  renderSignedIn(
    <Routes>
      <Route path="/" element={<p>Dashboard</p>} />
      <Route
        path="/admin/cms"
        element={
          <RequireStaff permission="library:manage">
            <p>Resource Management</p>
          </RequireStaff>
        }
      />
    </Routes>,
    { path: '/admin/cms', me },
  );
}

describe('RequireStaff', () => {
  it('shows a staff screen to those whose roles grant its permission', () => {
    renderAdminPage(signedInUser({ staffRoles: ['editor'] }));
    expect(screen.getByText('Resource Management')).toBeTruthy();
  });

  it('tells staff without the permission whose screen it is, and leaves them in the console', () => {
    renderAdminPage(signedInUser({ staffRoles: ['coach'] }));
    expect(screen.queryByText('Resource Management')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Not One of Your Screens' })).toBeTruthy();
    expect(screen.getByText(/for admins and editors/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the console home' })).toBeTruthy();
  });

  it('sends anyone else home', () => {
    renderAdminPage(signedInUser());
    expect(screen.queryByText('Resource Management')).toBeNull();
    expect(screen.getByText('Dashboard')).toBeTruthy();
  });
});
