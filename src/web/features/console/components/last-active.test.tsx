import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ACTIVE_HELP } from '#shared/rules/last-active.ts';
import { renderSignedIn, signedInUser } from '#testing/render.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';
import { CreatorsScreen } from './creators-screen.tsx';
import { AtRiskSection } from './insights/at-risk-section.tsx';

const page = { page: 1, pageSize: 20, hasMore: false };
const LAST_ACTIVE = '2026-11-27T10:00:00.000Z';

const account = (id: string, name: string, lastActiveAt: string | null) => ({
  id,
  name,
  email: `${id}@example.com`,
  joinedAt: '2026-11-20T10:00:00.000Z',
  lastActiveAt,
});
const maya = account('creator-2', 'Maya Rivera', LAST_ACTIVE);
const ada = account('creator-3', 'Ada Byron', null);

beforeEach(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(new Request(input, init).url);
    if (pathname === '/api/admin/creators')
      return Response.json({
        ...page,
        items: [maya, ada].map((creator) => ({
          ...creator,
          role: 'creator',
          currentRealm: 1,
          progressPercent: 0,
          streak: 0,
        })),
      });
    if (pathname === '/api/admin/insights/at-risk/new-and-quiet')
      return Response.json({
        ...page,
        generatedAt: LAST_ACTIVE,
        items: [maya, ada].map((creator) => ({
          ...creator,
          since: creator.lastActiveAt ?? creator.joinedAt,
          currentQuest: null,
          streakLength: null,
          lastNudgedAt: null,
        })),
      });
    return Response.json({ ...page, items: [], generatedAt: LAST_ACTIVE });
  });
});

const asStaff = { me: signedInUser({ isStaff: true }) };

/** Each creator's "Last active" cell in the list's table, by name. */
async function lastActiveIn(tableName: string) {
  const table = await screen.findByRole('table', { name: tableName });
  const headings = within(table)
    .getAllByRole('columnheader')
    .map((heading) => heading.textContent);
  const column = headings.indexOf('Last active');
  expect(column).toBeGreaterThan(-1);
  const rows = within(table).getAllByRole('row').slice(1);
  return Object.fromEntries(
    rows.map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[0]!.textContent, cells[column]!.textContent];
    }),
  );
}

describe('last active, one meaning in the console', () => {
  it('reads the same, under the same heading and explanation, in the creators list and the insights', async () => {
    renderSignedIn(<CreatorsScreen />, { ...asStaff, path: '/admin/creators' });
    const inCreators = await lastActiveIn('Creators');
    expect(screen.getByText(LAST_ACTIVE_HELP)).toBeTruthy();
    cleanup();

    renderSignedIn(<AtRiskSection filters={{}} />, asStaff);
    fireEvent.change(screen.getByLabelText('List'), { target: { value: 'new-and-quiet' } });
    const inInsights = await lastActiveIn('New and quiet (first 14 days, 3 days silent)');
    expect(screen.getByText(LAST_ACTIVE_HELP)).toBeTruthy();

    expect(inCreators).toEqual({
      'Maya Rivera': formatDateTime(LAST_ACTIVE),
      'Ada Byron': 'Not yet',
    });
    expect(inInsights).toEqual(inCreators);
  });
});
