import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppError } from '#shared/errors.ts';
import { InvitationBanner } from './invitation-banner.tsx';

const expiresAt = '2026-12-01T10:00:00.000Z';

describe('InvitationBanner', () => {
  it('names the inviter and the address of an open invitation', () => {
    render(
      <InvitationBanner
        invitation={{
          status: 'sent',
          expiresAt,
          inviterName: 'Maya Rivera',
          inviteeName: 'Noor Haddad',
          inviteeEmail: 'noor@example.com',
          personalMessage: null,
        }}
        error={null}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'Maya Rivera invited you to Emberpath' }),
    ).toBeTruthy();
    expect(screen.getByText(/Create your account with noor@example\.com/)).toBeTruthy();
    expect(screen.queryByText('Maya Rivera wrote:')).toBeNull();
  });

  it('shows the inviter’s message as they wrote it, markup as plain words', () => {
    const { container } = render(
      <InvitationBanner
        invitation={{
          status: 'sent',
          expiresAt,
          inviterName: 'Maya Rivera',
          inviteeName: 'Noor Haddad',
          inviteeEmail: 'noor@example.com',
          personalMessage: '<b>Come</b> build with me.\nSee you there.',
        }}
        error={null}
      />,
    );
    expect(screen.getByText('Maya Rivera wrote:')).toBeTruthy();
    const quote = container.querySelector('blockquote');
    expect(quote?.textContent).toBe('<b>Come</b> build with me.\nSee you there.');
    expect(container.querySelector('b')).toBeNull();
  });

  it.each([
    [
      'accepted',
      'This invitation has already been used',
      'Its account has been created. If it is yours, sign in below.',
    ],
    [
      'expired',
      'This invitation has expired',
      'Invitations work for 30 days. You can still create your account below.',
    ],
    ['revoked', 'This invitation was withdrawn', 'You can still create your account below.'],
  ] as const)('says plainly that a %s link no longer works', (status, title, message) => {
    render(<InvitationBanner invitation={{ status, expiresAt }} error={null} />);
    const banner = screen.getByRole('status');
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(banner.textContent).toContain(message);
  });

  it('says an unknown code was not found, and a lost connection in its own words', () => {
    const { unmount } = render(
      <InvitationBanner invitation={undefined} error={new AppError('NOT_FOUND')} />,
    );
    expect(screen.getByRole('heading', { name: 'We could not find this invitation' })).toBeTruthy();
    unmount();
    render(<InvitationBanner invitation={undefined} error={new AppError('NETWORK')} />);
    expect(screen.getByRole('heading', { name: 'We could not open this invitation' })).toBeTruthy();
    expect(screen.getByText(/Check your connection/)).toBeTruthy();
  });
});
