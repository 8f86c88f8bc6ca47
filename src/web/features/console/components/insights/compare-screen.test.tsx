import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi } from '#testing/api-stub.ts';
import { renderAsStaff } from '#testing/render-staff.tsx';
import type { Compare } from '../../api/get-compare.ts';
import { CompareScreen } from './compare-screen.tsx';

const cohorts = {
  cohorts: [
    { id: 3, name: 'Spring' },
    { id: 7, name: 'Autumn' },
    { id: 8, name: 'Winter' },
    { id: 9, name: 'Summer' },
    { id: 10, name: 'Evening' },
  ],
};

const step = (key: string, label: string, count: number, of: number) => ({
  key,
  label,
  count,
  of,
  share: of === 0 ? null : count / of,
  medianDays: key === '0' ? null : 2.5,
});

const funnel: Compare = {
  view: 'funnel',
  countedAt: '2026-11-25T15:30:00.000Z',
  pendingCreators: 0,
  cohorts: [
    {
      id: 3,
      name: 'Spring',
      creators: 40,
      rows: [step('0', 'Signed up', 40, 40), step('1', 'First quest completed', 30, 40)],
    },
    {
      id: 7,
      name: 'Autumn',
      creators: 10,
      rows: [step('0', 'Signed up', 10, 10), step('1', 'First quest completed', 9, 10)],
    },
  ],
};

const namesPath = 'GET /api/admin/insights/cohorts';
const comparePath = 'GET /api/admin/insights/compare';
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('compare cohorts', () => {
  it('shows each chosen cohort’s chart side by side, counts and shares, its table and the CSV', async () => {
    const api = stubApi({ [namesPath]: cohorts, [comparePath]: funnel });
    renderAsStaff(<CompareScreen />, { path: '/admin/insights/compare?cohorts=3,7' });
    const spring = await screen.findByRole('figure', { name: 'Spring' });
    const autumn = screen.getByRole('figure', { name: 'Autumn' });
    expect(
      within(spring).getByText(
        '40 creators; the lowest share is "First quest completed" (30 of 40, 75%).',
      ),
    ).toBeTruthy();
    expect(within(autumn).getByText(/90% \(9\/10\)/)).toBeTruthy();
    expect(cellsOf(within(spring).getByRole('table'))).toEqual([
      ['Signed up', '40', '40', '100%', '—'],
      ['First quest completed', '30', '40', '75%', '2.5 d'],
    ]);
    expect(
      within(spring)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Step', 'Took the step', 'In the cohort', 'Share', 'Median time']);
    const csv = new URL(
      screen.getByRole('link', { name: 'Comparison CSV' }).getAttribute('href')!,
      'http://localhost',
    );
    expect(csv.pathname).toBe('/api/admin/insights/compare/export.csv');
    expect(csv.searchParams.get('cohortIds')).toBe('3,7');
    const asked = api.requests.find((request) => request.path === '/api/admin/insights/compare')!;
    expect([asked.query.get('cohortIds'), asked.query.get('view')]).toEqual(['3,7', 'funnel']);
  });

  it('asks for nothing until two cohorts are chosen, and lets no more than four be', async () => {
    const api = stubApi({ [namesPath]: cohorts, [comparePath]: funnel });
    renderAsStaff(<CompareScreen />, { path: '/admin/insights/compare' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Spring' }));
    expect(screen.getByText('Please choose one more cohort.')).toBeTruthy();
    expect(api.requests.some((request) => request.path.endsWith('/compare'))).toBe(false);
    for (const name of ['Autumn', 'Winter', 'Summer'])
      fireEvent.click(screen.getByRole('checkbox', { name }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Evening' }).disabled).toBe(true);
    await screen.findByRole('figure', { name: 'Spring' });
    const asked = api.requests.filter((request) => request.path.endsWith('/compare')).at(-1)!;
    expect(asked.query.get('cohortIds')).toBe('3,7,8,9');
  });

  it('compares another view when chosen', async () => {
    const api = stubApi({
      [namesPath]: cohorts,
      [comparePath]: { ...funnel, view: 'retention' },
    });
    renderAsStaff(<CompareScreen />, { path: '/admin/insights/compare?cohorts=3,7' });
    fireEvent.change(await screen.findByLabelText('Compare'), { target: { value: 'retention' } });
    expect(
      await screen.findByRole('heading', { name: 'Active in each week since sign-up' }),
    ).toBeTruthy();
    expect(api.requests.at(-1)!.query.get('view')).toBe('retention');
  });

  it('says so when there are fewer than two cohorts, and shows a failed count in the server’s words', async () => {
    stubApi({ [namesPath]: { cohorts: [{ id: 3, name: 'Spring' }] } });
    renderAsStaff(<CompareScreen />, { path: '/admin/insights/compare' });
    expect(
      await screen.findByText('Comparing needs two cohorts or more; there are fewer so far.'),
    ).toBeTruthy();

    stubApi({
      [namesPath]: cohorts,
      [comparePath]: apiError(404, { code: 'NOT_FOUND', message: 'There is no such cohort.' }),
    });
    renderAsStaff(<CompareScreen />, { path: '/admin/insights/compare?cohorts=3,99' });
    expect(await screen.findByText('There is no such cohort.')).toBeTruthy();
  });
});
