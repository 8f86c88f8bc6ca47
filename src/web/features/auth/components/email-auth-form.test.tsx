import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#testing/render.tsx';
import { EmailAuthForm } from './email-auth-form.tsx';

/** What Tab reaches in the form, in order: its inputs, links and buttons as the DOM has them. */
function tabOrder(form: HTMLElement) {
  return [...form.querySelectorAll<HTMLElement>('input, a[href], button')]
    .filter((element) => element.tabIndex >= 0 && !element.hasAttribute('disabled'))
    .map((element) => element.getAttribute('name') ?? element.textContent?.trim());
}

describe('the sign-in form', () => {
  it("goes from the email straight to the password: 'Forgot password?' comes after them", () => {
    renderWithProviders(<EmailAuthForm onSignedIn={vi.fn()} onAwaitingConfirmation={vi.fn()} />);
    const form = screen.getByLabelText('Email').closest('form')!;
    const order = tabOrder(form);
    expect(order.indexOf('password')).toBe(order.indexOf('email') + 1);
    expect(order.indexOf('Forgot password?')).toBeGreaterThan(order.indexOf('password'));
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
  });
});
