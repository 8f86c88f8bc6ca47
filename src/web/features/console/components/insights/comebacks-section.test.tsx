import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, heldReply, stubApi } from '#testing/api-stub.ts';
import { renderAsStaff } from '#testing/render-staff.tsx';
import type { Comebacks } from '../../api/get-comebacks.ts';
import { ComebacksSection } from './comebacks-section.tsx';

const quietWeek = (weekStart: string): Comebacks['weeks'][number] => ({
  weekStart,
  comebacks: 0,
  streaksEarnedBack: 0,
  freezesUsed: 0,
  nudged: 0,
  nudgedBack: 0,
  nudgedBackShare: null,
});

const mondays = [
  '2026-09-07',
  '2026-09-14',
  '2026-09-21',
  '2026-09-28',
  '2026-10-05',
  '2026-10-12',
  '2026-10-19',
  '2026-10-26',
  '2026-11-02',
  '2026-11-09',
  '2026-11-16',
  '2026-11-23',
];

const comebacks: Comebacks = {
  countedAt: '2026-11-25T15:30:00.000Z',
  weeks: mondays.map((monday) =>
    monday === '2026-11-02'
      ? { ...quietWeek(monday), comebacks: 1, nudged: 2, nudgedBack: 1, nudgedBackShare: 0.5 }
      : monday === '2026-11-09'
        ? { ...quietWeek(monday), comebacks: 2, streaksEarnedBack: 1, freezesUsed: 1 }
        : monday === '2026-11-23'
          ? { ...quietWeek(monday), comebacks: 1, freezesUsed: 1 }
          : quietWeek(monday),
  ),
};

const filters = { cohort: 'month:2026-11' };
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const path = 'GET /api/admin/insights/comebacks';

describe('comebacks', () => {
  it('says it is loading, then shows the twelve weeks’ totals, the chart, its table and the CSV', async () => {
    const answer = heldReply(comebacks);
    const api = stubApi({ [path]: answer.reply });
    renderAsStaff(<ComebacksSection filters={filters} />);
    expect(screen.getByRole('status').textContent).toBe('Loading comebacks...');
    answer.release();
    const chart = await screen.findByRole('figure', { name: 'Comebacks per week' });
    expect(figure('Comebacks (12 weeks)')).toBe('4');
    expect(figure('Earned back (12 weeks)')).toBe('1');
    expect(figure('Freezes used (12 weeks)')).toBe('2');
    expect(figure('Nudged, back within 7 days')).toBe('50%');
    expect(screen.getByText(/Weeks run Monday to Sunday/)).toBeTruthy();
    expect(within(chart).getByText('4 comebacks in the last 12 weeks, 1 this week.')).toBeTruthy();
    // The picture is named by its summary for screen readers.
    expect(within(chart).getByRole('img').getAttribute('aria-labelledby')).toBeTruthy();
    const table = within(chart).getByRole('table', { name: /the numbers$/ });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toHaveLength(13);
    expect(rows.slice(9)).toEqual([
      ['2026-11-02', '1', '0', '0', '1 of 2 (50%)'],
      ['2026-11-09', '2', '1', '1', '—'],
      ['2026-11-16', '0', '0', '0', '—'],
      ['2026-11-23', '1', '0', '1', '—'],
    ]);
    const csv = new URL(
      screen.getByRole('link', { name: 'Comebacks CSV' }).getAttribute('href')!,
      'http://localhost',
    );
    expect(csv.pathname).toBe('/api/admin/insights/comebacks/export.csv');
    expect(csv.searchParams.get('cohort')).toBe('month:2026-11');
    expect(api.requests[0]!.query.get('cohort')).toBe('month:2026-11');
  });

  it('says when the twelve weeks hold nothing', async () => {
    stubApi({ [path]: { ...comebacks, weeks: mondays.map(quietWeek) } });
    renderAsStaff(<ComebacksSection filters={{}} />);
    expect(
      await screen.findByText(
        'No comebacks, earned-back streaks, freezes or nudges in these 12 weeks.',
      ),
    ).toBeTruthy();
    expect(figure('Nudged, back within 7 days')).toBe('—');
  });

  it('shows a failed load in the server’s words', async () => {
    stubApi({ [path]: apiError(500, { code: 'INTERNAL', message: 'Counting is resting.' }) });
    renderAsStaff(<ComebacksSection filters={{}} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading comebacks')).toBeTruthy();
    expect(within(alert).getByText('Counting is resting.')).toBeTruthy();
  });
});
