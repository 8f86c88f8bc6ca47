import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#testing/api-stub.ts';
import { renderSignedIn } from '#testing/render.tsx';
import type { MyCohort } from '../api/get-my-cohort.ts';
import { membersByRealm, standingWords } from '../utils/cohort-words.ts';
import { CohortCard, CohortCountdown } from './cohort-card.tsx';

/** Spring Makers, one realm a week from Monday 16 March 2026 at 09:00 UTC (the test creator's zone). */
function springMakers(overrides: Partial<MyCohort> = {}): MyCohort {
  const openings = Array.from({ length: 10 }, (_, index) => ({
    realmId: index + 1,
    opensAt: new Date(Date.UTC(2026, 2, 16 + 7 * index, 9)).toISOString(),
  }));
  return {
    id: 1,
    name: 'Spring Makers',
    startsAt: '2026-03-16T09:00:00.000Z',
    startsTimeZone: 'UTC',
    pace: 'paced',
    week: 0,
    weeks: 10,
    hasStarted: false,
    nextOpening: openings[0]!,
    openings,
    memberCount: 12,
    realmSpread: [{ completed: 0, creators: 12 }],
    ...overrides,
  };
}

const countdownAt = (now: string) => {
  const { unmount } = renderSignedIn(
    <CohortCountdown cohort={springMakers()} now={new Date(now)} />,
  );
  const heading = screen.getByRole('heading', { level: 2 }).textContent;
  unmount();
  return heading;
};

describe('the cohort countdown', () => {
  it('counts days, then tomorrow at its time, then hours, then minutes', () => {
    expect(countdownAt('2026-03-11T09:00:00Z')).toBe('Spring Makers starts in 5 days');
    expect(countdownAt('2026-03-14T23:59:00Z')).toBe('Spring Makers starts in 2 days');
    expect(countdownAt('2026-03-15T00:00:00Z')).toBe('Spring Makers starts tomorrow at 09:00');
    // Twelve hours out reads as a time; under twelve as a count of hours, even across midnight.
    expect(countdownAt('2026-03-15T21:00:00Z')).toBe('Spring Makers starts tomorrow at 09:00');
    expect(countdownAt('2026-03-15T21:00:01Z')).toBe('Spring Makers starts in 11 hours');
    expect(countdownAt('2026-03-16T06:00:00Z')).toBe('Spring Makers starts in 3 hours');
    expect(countdownAt('2026-03-16T08:00:00Z')).toBe('Spring Makers starts in 1 hour');
    expect(countdownAt('2026-03-16T08:00:01Z')).toBe('Spring Makers starts in 59 minutes');
    expect(countdownAt('2026-03-16T08:59:30Z')).toBe('Spring Makers starts in 1 minute');
  });

  it('says what to do meanwhile, and offers no quest', () => {
    renderSignedIn(
      <CohortCountdown cohort={springMakers()} now={new Date('2026-03-11T09:00:00Z')} />,
    );
    const card = screen.getByRole('region', { name: 'Spring Makers starts in 5 days' });
    expect(card.textContent).toContain('Realm 1 opens for everyone on Mon 16 Mar at 09:00');
    expect(
      within(card).getByRole('link', { name: 'finish your profile' }).getAttribute('href'),
    ).toBe('/profile/edit');
    expect(
      within(card).getByRole('link', { name: "say if you'd like a buddy" }).getAttribute('href'),
    ).toBe('/buddies');
    expect(card.textContent).not.toMatch(/quest/i);
  });
});

describe('the cohort under way', () => {
  it('shows the week, the next opening and how many are on each realm, never who', async () => {
    stubApi({
      'GET /api/cohorts/mine': {
        cohort: springMakers({
          week: 3,
          hasStarted: true,
          nextOpening: { realmId: 4, opensAt: '2026-04-06T09:00:00.000Z' },
          realmSpread: [
            { completed: 1, creators: 3 },
            { completed: 2, creators: 9 },
          ],
        }),
      },
    });
    renderSignedIn(<CohortCard completedRealms={2} />);
    const card = await screen.findByRole('region', { name: 'Spring Makers · Week 3 of 10' });
    expect(card.textContent).toContain('Realm 4 opens for your cohort Mon 6 Apr.');
    expect(card.textContent).toContain("You're with 8 others on Realm 3.");
    const realms = within(within(card).getByRole('list', { name: 'Where your cohort is' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(realms).toEqual(['Realm 2: 3 creators', "Realm 3: 9 creators (you're here)"]);
  });

  it('says "Week 3" alone for a self-paced cohort, and nothing for a creator in none', async () => {
    stubApi({
      'GET /api/cohorts/mine': {
        cohort: springMakers({
          pace: 'self',
          weeks: null,
          week: 3,
          hasStarted: true,
          nextOpening: null,
        }),
      },
    });
    const { unmount } = renderSignedIn(<CohortCard completedRealms={0} />);
    expect(await screen.findByRole('region', { name: 'Spring Makers · Week 3' })).toBeTruthy();
    unmount();

    stubApi({ 'GET /api/cohorts/mine': { cohort: null } });
    const { container } = renderSignedIn(<CohortCard completedRealms={0} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});

describe('where the creator stands', () => {
  const spread = (...entries: [number, number][]) =>
    membersByRealm(entries.map(([completed, creators]) => ({ completed, creators })));

  it('never leaves anyone alone or behind', () => {
    expect(standingWords(spread([2, 9]), 3)).toBe("You're with 8 others on Realm 3.");
    expect(standingWords(spread([2, 2]), 3)).toBe("You're with 1 other on Realm 3.");
    expect(standingWords(spread([1, 1], [2, 5]), 2)).toBe(
      "You're on Realm 2. Go at your pace: there's time.",
    );
    expect(standingWords(spread([1, 1], [3, 1]), 4)).toBe(
      "You're first on Realm 4, and 1 other is on the way.",
    );
    expect(standingWords(spread([0, 4], [3, 1]), 4)).toBe(
      "You're first on Realm 4, and 4 others are on the way.",
    );
    expect(standingWords(spread([10, 1], [4, 6]), 11)).toBe(
      'You finished first. Your cohort is on its way.',
    );
    expect(standingWords(spread([0, 1]), 1)).toBe("You're the first of your cohort on Realm 1.");
    expect(standingWords(spread([10, 3]), 11)).toBe(
      "You've finished, with 2 others from your cohort.",
    );
  });
});
