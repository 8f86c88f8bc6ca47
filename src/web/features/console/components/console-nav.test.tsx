import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAsStaff } from '#testing/render-staff.tsx';
import { ConsoleNav } from './console-nav.tsx';

const nav = () => screen.getByRole('navigation', { name: 'Staff console' });

/** Radix opens its menu on pointer down (a mouse's left button) or Enter, Space and ArrowDown. */
function openMenu(button: HTMLElement) {
  fireEvent.keyDown(button, { key: 'Enter' });
}

describe('the console navigation', () => {
  it('shows each role only the places it opens (decision 041)', () => {
    const tabsFor = (staffRoles: ('coach' | 'fulfilment' | 'editor')[]) => {
      const view = renderAsStaff(<ConsoleNav />, { path: '/admin', staffRoles });
      const labels = within(nav())
        .getAllByRole('link')
        .map((link) => link.textContent);
      view.unmount();
      return labels;
    };
    expect(tabsFor(['coach'])).toEqual(['Home', 'Insights', 'Reviews', 'Creators', 'API']);
    expect(tabsFor(['fulfilment'])).toEqual(['Home', 'Kit claims', 'API']);
    expect(tabsFor(['editor'])).toEqual([
      'Home',
      'Insights',
      'Programme',
      'Content',
      'Cohorts',
      'API',
    ]);
  });

  it('names the current place on its phone menu button, and marks it in the tabs', () => {
    renderAsStaff(<ConsoleNav />, { path: '/admin/programme/realms/4' });
    const button = within(nav()).getByRole('button', { name: 'Programme' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    const current = within(nav()).getAllByRole('link', { current: 'page' });
    expect(current.map((link) => link.textContent)).toEqual(['Programme']);
  });

  it('lists every tab as a menu item, the current one marked, focus inside the menu', async () => {
    renderAsStaff(<ConsoleNav />, { path: '/admin/claims' });
    openMenu(within(nav()).getByRole('button', { name: 'Kit claims' }));
    const menu = await screen.findByRole('menu', { name: 'Kit claims' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Home',
      'Insights',
      'Reviews',
      'Programme',
      'Content',
      'Kit claims',
      'Cohorts',
      'Creators',
      'Emails',
      'Invitations',
      'Webhooks',
      'Audit',
      'API',
    ]);
    expect(items.filter((item) => item.getAttribute('aria-current') === 'page')).toEqual([
      items[5],
    ]);
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    expect(items[3]!.getAttribute('href')).toBe('/admin/programme');
  });
});
