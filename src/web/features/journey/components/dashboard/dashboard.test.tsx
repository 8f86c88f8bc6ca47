import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { progressAfterRealm1, progressWithRealmsDone } from '#testing/progress-fixture.ts';
import { renderSignedIn, signedInUser } from '#testing/render.tsx';
import { Dashboard } from './dashboard.tsx';

describe('Dashboard', () => {
  it('keeps the check-in card once today is done, saying so with the streak', () => {
    const progress = progressAfterRealm1();
    progress.today.hasCheckedIn = true;
    progress.streak = { ...progress.streak, current: 1, best: 4 };
    renderSignedIn(<Dashboard progress={progress} isConfirmed />);
    const card = screen.getByRole('region', { name: 'Checked in today' });
    expect(within(card).getByText(/Your streak: 1 day\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete Check-in' })).toBeNull();
  });

  it('offers a broken streak back: the days done, the days left and by when', () => {
    const progress = progressAfterRealm1();
    progress.streak = {
      ...progress.streak,
      current: 0,
      best: 12,
      earnBack: { streak: 12, daysDone: 0, daysNeeded: 2, lastDay: '2026-11-23' },
    };
    renderSignedIn(<Dashboard progress={progress} isConfirmed />);
    const card = screen.getByRole('region', { name: 'Relight your 12-day streak' });
    const bar = within(card).getByRole('progressbar', {
      name: '0 of 2 days to relight your 12-day streak',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(card.textContent).toMatch(/Check in on 2 days by Mon, Nov 23 and it comes back whole/);
    // It sits before today's check-in, the step that earns it.
    const checkin = screen.getByRole('button', { name: 'Complete Check-in' });
    expect(card.compareDocumentPosition(checkin) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('counts today once it is done, then says the streak is relit', () => {
    const halfway = progressAfterRealm1();
    halfway.today.hasCheckedIn = true;
    halfway.streak = {
      ...halfway.streak,
      current: 1,
      best: 12,
      earnBack: { streak: 12, daysDone: 1, daysNeeded: 2, lastDay: '2026-11-23' },
    };
    const { unmount } = renderSignedIn(<Dashboard progress={halfway} isConfirmed />);
    const card = screen.getByRole('region', { name: 'Relight your 12-day streak' });
    expect(within(card).getByText('1 of 2 days to relight your 12-day streak')).toBeTruthy();
    expect(card.textContent).toMatch(/Today counts\. Check in once more by Mon, Nov 23/);
    unmount();

    const relit = progressAfterRealm1();
    relit.today.hasCheckedIn = true;
    relit.streak = { ...relit.streak, current: 14, best: 14, earnedBackOn: relit.today.date };
    renderSignedIn(<Dashboard progress={relit} isConfirmed />);
    expect(screen.queryByRole('region', { name: /Relight/ })).toBeNull();
    const done = screen.getByRole('region', { name: 'Checked in today' });
    expect(within(done).getByText(/Your streak is relit: 14 days\./)).toBeTruthy();
  });

  it('counts the realms completed and the quests done, with no total to fall', () => {
    renderSignedIn(<Dashboard progress={progressAfterRealm1()} isConfirmed />);
    const card = screen.getByText('Realms Completed').parentElement!;
    expect(within(card).getByText('1')).toBeTruthy();
    expect(within(card).getByText('5 quests done')).toBeTruthy();
  });

  it('marks the finish after the last realm with content, and what happens next', async () => {
    const progress = progressWithRealmsDone(3, 3);
    progress.checkinCount = 1;
    progress.streak = { ...progress.streak, current: 0, best: 12 };
    renderSignedIn(<Dashboard progress={progress} isConfirmed />);
    // Loaded when shown: it is not part of every dashboard's first paint.
    const finish = await screen.findByRole(
      'region',
      { name: 'Every Realm Mastered' },
      { timeout: 10_000 },
    );
    const figures = Object.fromEntries(
      within(finish)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      'Realms mastered': '3 realms',
      'Quests completed': '15 quests',
      'Daily check-ins': '1 check-in',
      'Best streak': '12 days',
    });
    expect(within(finish).getByText(/Realm 4: .* is being prepared\./)).toBeTruthy();
    // Nothing left to continue: the shortcut is gone.
    expect(screen.queryByRole('link', { name: /Continue Your Quests/ })).toBeNull();
    expect(screen.getByRole('list', { name: 'Realms mastered' }).children).toHaveLength(3);
  });

  it('says on the realm card when the next realm opens, on the creator’s clock', () => {
    const me = signedInUser();
    me.user.timeZone = 'Europe/Berlin';
    const progress = progressWithRealmsDone(3, 3);
    progress.realms[3]!.opensAt = new Date('2026-12-01T08:00:00Z');
    renderSignedIn(<Dashboard progress={progress} isConfirmed />, { me });
    const hero = screen.getByRole('region', { name: 'Amplification' });
    expect(within(hero).getByText('Opens Tue 1 Dec at 09:00')).toBeTruthy();
    expect(within(hero).queryByText('Coming Soon')).toBeNull();
  });

  it('does not mark the finish while a written realm is open', () => {
    renderSignedIn(<Dashboard progress={progressAfterRealm1()} isConfirmed />);
    expect(screen.queryByRole('region', { name: 'Every Realm Mastered' })).toBeNull();
    expect(screen.getByRole('link', { name: /Continue Your Quests/ })).toBeTruthy();
  });

  it('says where the one invitation stands on the Pass the Flame card', () => {
    const progress = progressWithRealmsDone(2, 2);
    renderSignedIn(
      <Dashboard
        progress={progress}
        isConfirmed
        sentInvite={{ inviteeName: 'Ada', status: 'accepted' }}
      />,
    );
    const card = screen.getByRole('link', { name: /Pass the Flame/ });
    expect(card.textContent).toContain('Ada joined through your invitation');
    expect(card.textContent).not.toContain('Invite one fellow creator');
  });

  it('gives a creator who has done nothing yet a first step on the realm card', () => {
    renderSignedIn(<Dashboard progress={progressWithRealmsDone(0, 0)} isConfirmed />);
    const hero = screen.getByRole('region', { name: 'Ideation' });
    const start = within(hero).getByRole('link', { name: 'Start your first quest' });
    expect(start.getAttribute('href')).toBe('/quests');
  });

  it('then names the next quest not yet done in the current realm', () => {
    const progress = progressAfterRealm1();
    const realm2 = progress.realms[1]!;
    realm2.quests[0]!.completed = true;
    realm2.quests[0]!.completedAt = new Date('2026-11-11T10:00:00Z');
    renderSignedIn(<Dashboard progress={progress} isConfirmed />);
    const hero = screen.getByRole('region', { name: 'Structure' });
    expect(
      within(hero).getByRole('link', { name: `Continue: ${realm2.quests[1]!.title}` }),
    ).toBeTruthy();
    expect(within(hero).queryByRole('link', { name: 'Start your first quest' })).toBeNull();
  });

  it('offers no quest to continue on the realm card once its quests are all done', () => {
    renderSignedIn(<Dashboard progress={progressWithRealmsDone(1, 0)} isConfirmed />);
    const hero = screen.getByRole('region', { name: 'Ideation' });
    expect(within(hero).queryByRole('link')).toBeNull();
  });
});
