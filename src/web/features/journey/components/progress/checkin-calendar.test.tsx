import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#testing/render.tsx';
import { CheckinCalendar } from './checkin-calendar.tsx';

describe('the check-in calendar', () => {
  it('is a table of 12 weeks by 7 weekdays that says each day’s state in words', () => {
    renderWithProviders(
      <CheckinCalendar
        from="2025-12-22"
        today="2026-03-13"
        dates={['2025-12-22', '2026-03-12', '2026-03-13']}
      />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(12);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'MondayM',
      'TuesdayT',
      'WednesdayW',
      'ThursdayT',
      'FridayF',
      'SaturdayS',
      'SundayS',
    ]);
    expect(within(table).getAllByText(/: checked in$/)).toHaveLength(3);
    // Friday the 13th is today; the weekend after it is still to come.
    expect(within(table).getAllByText(/: still to come$/)).toHaveLength(2);
    expect(within(table).getAllByText(/: no check-in$/)).toHaveLength(84 - 3 - 2);
    expect(screen.getByText('3 check-ins in the last 12 weeks.')).toBeTruthy();
  });

  it('marks the days a streak freeze covered, in words and in the key', () => {
    renderWithProviders(
      <CheckinCalendar
        from="2025-12-22"
        today="2026-03-13"
        dates={['2026-03-09', '2026-03-13']}
        frozenDays={['2026-03-11', '2026-03-12']}
      />,
    );
    const table = screen.getByRole('table');
    expect(
      within(table).getAllByText(/: no check-in, a streak freeze kept the streak$/),
    ).toHaveLength(2);
    expect(within(table).getByText(/Mar 11: no check-in, a streak freeze/)).toBeTruthy();
    expect(screen.getByText(/Freeze\s+used/)).toBeTruthy();
  });

  it('names each month once, never in two neighbouring columns', () => {
    renderWithProviders(<CheckinCalendar from="2026-08-24" today="2026-11-13" dates={[]} />);
    const labels = screen
      .getAllByRole('columnheader')
      .map((header) => header.querySelector('[aria-hidden]')?.textContent ?? '');
    const labelled = labels.flatMap((label, index) => (label ? [index] : []));
    expect(
      labelled.every((column, index) => index === 0 || column - labelled[index - 1]! >= 3),
    ).toBe(true);
    expect(labels.filter(Boolean)).toEqual(['Sep', 'Oct', 'Nov']);
  });
});
