import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#testing/render.tsx';
import { signUpWithEmail } from '#web/features/auth/api/email-auth.ts';
import { SignInScreen } from './sign-in-screen.tsx';

vi.mock('#web/features/auth/api/email-auth.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  preloadAuthClient: vi.fn(),
  signUpWithEmail: vi.fn(),
}));

describe('the sign-in screen after a sign-up that awaits its confirmation', () => {
  afterEach(() => sessionStorage.clear());

  it('shows "Check your inbox" with the address, still there after a reload, until the creator leaves it', async () => {
    vi.mocked(signUpWithEmail).mockResolvedValue(false);
    const first = renderWithProviders(<SignInScreen returnTo="/" initialMode="sign-up" />, {
      path: '/auth',
    });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'noor@example.com' } });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
      target: { value: 'ember-path-2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(await screen.findByText('noor@example.com')).toBeTruthy();
    first.unmount();

    // A reload: the same tab opens /auth again.
    renderWithProviders(<SignInScreen returnTo="/" />, { path: '/auth' });
    await screen.findByRole('heading', { name: 'Check your inbox' });
    fireEvent.click(await screen.findByRole('button', { name: 'Use a different address' }));
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('noor@example.com');
    expect(sessionStorage.length).toBe(0);
  });
});
