import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, signedInUser } from '#testing/render.tsx';
import { CreatorsScreen } from './creators-screen.tsx';
import { AtRiskSection } from './insights/at-risk-section.tsx';

const page = { page: 1, pageSize: 20, hasMore: false };

const maya = {
  id: 'creator-2',
  email: 'maya@example.com',
  name: 'Maya Rivera',
  role: 'creator',
  currentRealm: 1,
  progressPercent: 10,
  streak: 1,
  lastActiveAt: '2026-11-27T10:00:00.000Z',
  joinedAt: '2026-11-20T10:00:00.000Z',
};

const longStreak = {
  id: 'creator-3',
  name: 'Noor Haddad',
  email: 'noor@example.com',
  joinedAt: '2023-01-02T10:00:00.000Z',
  since: '2026-11-25T10:00:00.000Z',
  currentQuest: null,
  streakLength: 1204,
  lastActiveAt: '2026-11-25T10:00:00.000Z',
  lastNudgedAt: null,
};

beforeEach(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(new Request(input, init).url);
    if (pathname === '/api/admin/creators') return Response.json({ ...page, items: [maya] });
    if (pathname === '/api/admin/insights/at-risk/streak-broken')
      return Response.json({ ...page, items: [longStreak], generatedAt: longStreak.since });
    return Response.json({ ...page, items: [], generatedAt: longStreak.since });
  });
});

const asStaff = { me: signedInUser({ isStaff: true }) };

describe('streaks in the console, counted in words', () => {
  it('shows a one-day streak as "1 day" in the creators list', async () => {
    renderSignedIn(<CreatorsScreen />, { ...asStaff, path: '/admin/creators' });
    expect(await screen.findAllByText('Maya Rivera')).not.toHaveLength(0);
    expect(screen.getAllByText('1 day')).not.toHaveLength(0);
    expect(screen.queryByText('1 days')).toBeNull();
  });

  it("writes a broken streak's length as the locale does in the at-risk list", async () => {
    renderSignedIn(<AtRiskSection filters={{}} />, asStaff);
    fireEvent.change(screen.getByLabelText('List'), { target: { value: 'streak-broken' } });
    expect(await screen.findAllByText('Noor Haddad')).not.toHaveLength(0);
    expect(screen.getAllByText('1,204 days')).not.toHaveLength(0);
  });
});
