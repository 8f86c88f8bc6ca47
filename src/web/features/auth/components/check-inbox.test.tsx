import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '#shared/errors.ts';
import { renderWithProviders } from '#testing/render.tsx';
import { sendConfirmationAgain } from '../api/email-auth.ts';
import { CheckInbox, RESEND_COOLDOWN_SECONDS } from './check-inbox.tsx';

vi.mock('../api/email-auth.ts', () => ({ sendConfirmationAgain: vi.fn() }));
const resend = vi.mocked(sendConfirmationAgain);

function renderCheckInbox() {
  const onChangeAddress = vi.fn();
  const onSignIn = vi.fn();
  renderWithProviders(
    <CheckInbox email="noor@example.com" onChangeAddress={onChangeAddress} onSignIn={onSignIn} />,
  );
  return { onChangeAddress, onSignIn };
}

describe('the check-your-inbox state after sign-up', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    resend.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('says where the link went and what to do if nothing arrives', () => {
    const { onChangeAddress, onSignIn } = renderCheckInbox();
    expect(screen.getByText('noor@example.com')).toBeTruthy();
    expect(screen.getByText(/spam or junk folder/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use a different address' }));
    expect(onChangeAddress).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it('sends the link again, busy while it does, then counts down before the next', async () => {
    let answer!: () => void;
    resend.mockReturnValue(new Promise<void>((resolve) => (answer = resolve)));
    renderCheckInbox();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(resend).toHaveBeenCalledWith('noor@example.com');
    const busy = screen.getByRole('button', { name: 'Sending...' });
    expect(busy.hasAttribute('disabled')).toBe(true);

    await act(async () => answer());
    expect(screen.getByRole('status').textContent).toMatch(/^Sent again\./);
    const waiting = screen.getByRole('button', {
      name: `Send again in ${RESEND_COOLDOWN_SECONDS} s`,
    });
    expect(waiting.hasAttribute('disabled')).toBe(true);

    await act(async () => vi.advanceTimersByTime(10_000));
    expect(
      screen.getByRole('button', { name: `Send again in ${RESEND_COOLDOWN_SECONDS - 10} s` }),
    ).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(RESEND_COOLDOWN_SECONDS * 1000));
    const again = screen.getByRole('button', { name: 'Send the link again' });
    expect(again.hasAttribute('disabled')).toBe(false);
  });

  it('keeps a refusal on screen, not only in a toast, and lets the creator try later', async () => {
    resend.mockRejectedValue(
      new AppError('RATE_LIMITED', {
        userMessage: 'We have sent several links to this address. Ask again in 40 minutes.',
      }),
    );
    renderCheckInbox();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Ask again in 40 minutes.');
    expect(
      screen.getByRole('button', { name: 'Send the link again' }).hasAttribute('disabled'),
    ).toBe(false);
  });
});
