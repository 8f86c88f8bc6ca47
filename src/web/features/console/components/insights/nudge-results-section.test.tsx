import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#testing/api-stub.ts';
import { renderAsStaff } from '#testing/render-staff.tsx';
import type { NudgeResultRow, NudgeResults } from '../../api/get-nudge-results.ts';
import { NudgeResultsSection } from './nudge-results-section.tsx';

const row: NudgeResultRow = {
  templateId: 3,
  label: 'Stuck on a quest',
  batches: 2,
  nudged: 40,
  nudgedBack: 20,
  nudgedBackShare: 0.5,
  heldBack: 22,
  heldBackBack: 3,
  heldBackBackShare: 3 / 22,
  difference: 0.5 - 3 / 22,
  low: 0.13,
  high: 0.54,
  verdict: 'Nudged creators came back more: +36 points (95% interval +13 to +54).',
};

const results: NudgeResults = {
  countedAt: '2026-11-25T15:30:00.000Z',
  runningBatches: 1,
  overall: { ...row, templateId: null, label: 'All nudges' },
  templates: [row],
};

describe('nudge results', () => {
  it('say the result in words, what it rests on, and show the table behind it with its CSV', async () => {
    stubApi({ 'GET /api/admin/insights/nudge-results': results });
    renderAsStaff(<NudgeResultsSection />);
    expect(
      await screen.findByText(
        'Nudged creators came back more: +36 points (95% interval +13 to +54).',
        { selector: 'p' },
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Resting on 62 creators from 2 list nudges. 1 list nudge is still inside its 7 days.',
      ),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Nudge results by template' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('20 of 40 (50%)')).toBeTruthy();
    expect(within(rows[1]!).getByText('3 of 22 (14%)')).toBeTruthy();
    expect(within(rows[1]!).getByText('+36 (+13 to +54)')).toBeTruthy();
    expect(within(rows[2]!).getByText('All nudges')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nudge results CSV' }).getAttribute('href')).toContain(
      '/api/admin/insights/nudge-results/export.csv',
    );
  });

  it('says so when no list nudge has finished its 7 days', async () => {
    const empty = {
      ...row,
      templateId: null,
      label: 'All nudges',
      batches: 0,
      nudged: 0,
      nudgedBack: 0,
      nudgedBackShare: null,
      heldBack: 0,
      heldBackBack: 0,
      heldBackBackShare: null,
      difference: null,
      low: null,
      high: null,
      verdict: 'Too few creators yet to tell: 0 nudged, 0 held back.',
    };
    stubApi({
      'GET /api/admin/insights/nudge-results': { ...results, overall: empty, templates: [] },
    });
    renderAsStaff(<NudgeResultsSection />);
    expect(
      await screen.findByText('Too few creators yet to tell: 0 nudged, 0 held back.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
