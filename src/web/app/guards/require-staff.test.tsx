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
          <RequireStaff>
            <p>Resource Management</p>
          </RequireStaff>
        }
      />
    </Routes>,
    { path: '/admin/cms', me },
  );
}

describe('RequireStaff', () => {
  it('shows staff screens to staff', () => {
    renderAdminPage(signedInUser({ isStaff: true }));
    expect(screen.getByText('Resource Management')).toBeTruthy();
  });

  it('sends anyone else home', () => {
    renderAdminPage(signedInUser());
    expect(screen.queryByText('Resource Management')).toBeNull();
    expect(screen.getByText('Dashboard')).toBeTruthy();
  });
});
