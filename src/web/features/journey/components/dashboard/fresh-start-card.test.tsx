import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#testing/api-stub.ts';
import { progressAfterRealm1 } from '#testing/progress-fixture.ts';
import { renderSignedIn } from '#testing/render.tsx';
import { Dashboard } from './dashboard.tsx';

/** Monday 23 November: the first day of a week. */
function onAMonday() {
  const progress = progressAfterRealm1();
  progress.today.date = '2026-11-23';
  return progress;
}

describe('a fresh start', () => {
  it('offers "This week I will …" on a Monday, refuses a blank line, and sends the line', async () => {
    const api = stubApi({
      'PUT /api/commitments/this-week': { weekStart: '2026-11-23', text: 'post two shorts' },
    });
    renderSignedIn(<Dashboard progress={onAMonday()} isConfirmed />);
    const card = await screen.findByRole('region', { name: 'A fresh start' });
    const field = within(card).getByRole('textbox', {
      name: 'One small thing for this week, in a line. Your buddy will see it.',
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Commit' }));
    expect(within(card).getByText('Please write what you will do this week.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.requests).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'post two shorts' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Commit' }));
    await waitFor(() =>
      expect(api.requests.find((sent) => sent.method === 'PUT')?.body).toEqual({
        text: 'post two shorts',
      }),
    );
  });

  it('keeps the week’s line on the dashboard, and offers nothing on an ordinary day', async () => {
    const committed = progressAfterRealm1();
    committed.commitment = { weekStart: '2026-11-16', text: 'film the studio tour' };
    const { unmount } = renderSignedIn(<Dashboard progress={committed} isConfirmed />);
    const card = await screen.findByRole('region', { name: 'A fresh start' });
    expect(card.textContent).toContain('This week I will: film the studio tour');
    expect(within(card).getByRole('button', { name: 'Change' })).toBeTruthy();
    unmount();

    // Saturday 21 November, nothing written, not back from days away.
    renderSignedIn(<Dashboard progress={progressAfterRealm1()} isConfirmed />);
    await screen.findByRole('region', { name: 'Recent Achievements' });
    expect(screen.queryByRole('region', { name: 'A fresh start' })).toBeNull();
  });
});
