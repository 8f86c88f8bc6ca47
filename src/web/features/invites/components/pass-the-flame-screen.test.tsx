import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '#testing/render.tsx';
import { SignedInUserContext } from '#web/lib/session.ts';
import { getInviteOverviewQueryOptions, type InviteOverview } from '../api/get-invite-overview.ts';
import type { UnlockStep } from './invite-locked.tsx';
import { InviteSent } from './invite-sent.tsx';
import { PassTheFlameScreen } from './pass-the-flame-screen.tsx';

const me = signedInUser();

function renderScreen(overview: InviteOverview, unlockSteps?: UnlockStep[]) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(getInviteOverviewQueryOptions(me.user.id).queryKey, overview);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SignedInUserContext value={me}>
          <PassTheFlameScreen unlockSteps={unlockSteps} />
        </SignedInUserContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const sentInvite = {
  inviteeName: 'Noor Haddad',
  inviteeEmail: 'noor@example.com',
  personalMessage: 'Come build with me.',
  status: 'sent' as const,
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2026-12-01T10:00:00.000Z',
  acceptedAt: null,
};

describe('PassTheFlameScreen', () => {
  it('shows a creator who may invite the form, with its required fields', () => {
    renderScreen({ canInvite: true, invite: null });
    const form = screen.getByRole('form', { name: 'Invite a creator' });
    expect(
      within(form)
        .getByLabelText(/Their name/)
        .getAttribute('aria-required'),
    ).toBe('true');
    expect(
      within(form)
        .getByLabelText(/Their email/)
        .getAttribute('aria-required'),
    ).toBe('true');
    expect(within(form).getByLabelText('Personal message (optional)')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Send Invite' })).toBeTruthy();
  });

  it('keeps what the creator typed in this tab until the invitation is sent', async () => {
    sessionStorage.clear();
    const first = renderScreen({ canInvite: true, invite: null });
    fireEvent.input(screen.getByLabelText(/Their name/), { target: { value: 'Noor Haddad' } });
    fireEvent.input(screen.getByLabelText('Personal message (optional)'), {
      target: { value: 'Come build with me.' },
    });
    first.unmount();
    renderScreen({ canInvite: true, invite: null });
    expect(await screen.findByDisplayValue('Noor Haddad')).toBeTruthy();
    expect(screen.getByDisplayValue('Come build with me.')).toBeTruthy();
  });

  it('shows one not yet eligible what unlocks it and how far they are', () => {
    renderScreen({ canInvite: false, invite: null }, [
      { id: 1, title: 'Ideation', done: 5, total: 5, isCompleted: true },
      { id: 2, title: 'Structure', done: 2, total: 5, isCompleted: false },
    ]);
    expect(
      screen.getByRole('heading', { name: 'Unlocks when you complete Realm 2: Structure' }),
    ).toBeTruthy();
    const structure = screen.getByRole('progressbar', { name: 'Realm 2: Structure progress' });
    expect(structure.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('2/5')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Your Quests' }).getAttribute('href')).toBe(
      '/quests',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('names the unlocking realm as the journey does, after staff rename it', () => {
    const steps = [
      { id: 1, title: 'Ideation', done: 5, total: 5, isCompleted: true },
      { id: 2, title: 'Story Architecture', done: 2, total: 5, isCompleted: false },
    ];
    const locked = renderScreen({ canInvite: false, invite: null }, steps);
    expect(
      screen.getByRole('heading', {
        name: 'Unlocks when you complete Realm 2: Story Architecture',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/claim your Story Architecture Ember Kit/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Structure/);
    locked.unmount();

    renderScreen({ canInvite: true, invite: null }, [
      steps[0]!,
      { ...steps[1]!, done: 5, isCompleted: true },
    ]);
    expect(screen.getByText(/You completed Story Architecture, and may now invite/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Structure/);
  });

  it('sends one whose Structure quests are all done to claim the kit that completes it', () => {
    renderScreen({ canInvite: false, invite: null }, [
      { id: 1, title: 'Ideation', done: 5, total: 5, isCompleted: true },
      { id: 2, title: 'Structure', done: 5, total: 5, isCompleted: false },
    ]);
    expect(screen.getByRole('link', { name: 'Claim Your Ember Kit' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('shows one who invited whom, when, and the status, and lets them send it elsewhere while nobody joined', () => {
    renderScreen({ canInvite: true, invite: sentInvite });
    // The address is one piece of text with break points (BreakableName), not one text node.
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'DD' && element.textContent === 'Noor Haddad (noor@example.com)',
      ),
    ).toBeTruthy();
    expect(screen.getAllByText('Sent').length).toBeGreaterThan(0);
    expect(screen.getByText(/Nobody has joined with it yet/)).toBeTruthy();
    expect(screen.getByText('Come build with me.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Send it to someone else instead' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Invite a creator' })).toBeTruthy();
  });

  it('shows an accepted invitation as accepted', () => {
    renderScreen({
      canInvite: false,
      invite: { ...sentInvite, status: 'accepted', acceptedAt: '2026-11-03T10:00:00.000Z' },
    });
    expect(screen.getAllByText('Accepted').length).toBeGreaterThan(0);
    expect(screen.getByText(/Noor Haddad joined Emberpath on/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says after sending only what is true whether or not the address has an account', () => {
    render(
      <MemoryRouter>
        <InviteSent invite={sentInvite} />
      </MemoryRouter>,
    );
    const words = screen.getByRole('region', { name: 'Invite Sent!' }).textContent;
    expect(words).toContain('We emailed Noor Haddad at noor@example.com with your message.');
    expect(words).toContain('If they are not yet a member, the email carries your invitation');
    expect(words).toContain('Your invitation stays yours until someone joins with it');
    expect(words).not.toContain('We will let you know when they join.');
  });
});
