import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BellWithCount, notificationsLabel } from './bell-with-count.tsx';

describe('the bell', () => {
  it('shows a count only when something is unread, and says it in its name', () => {
    expect(notificationsLabel(0)).toBe('Notifications');
    expect(notificationsLabel(2)).toBe('Notifications, 2 unread');

    const { container, rerender } = render(<BellWithCount unreadCount={0} />);
    expect(container.textContent).toBe('');
    rerender(<BellWithCount unreadCount={2} />);
    expect(container.textContent).toBe('2');
    rerender(<BellWithCount unreadCount={14} />);
    expect(screen.getByText('9+')).toBeTruthy();
  });
});
