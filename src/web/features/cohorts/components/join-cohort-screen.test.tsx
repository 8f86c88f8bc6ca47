import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, heldReply, stubApi } from '#testing/api-stub.ts';
import { renderSignedIn } from '#testing/render.tsx';
import { JoinCohortScreen } from './join-cohort-screen.tsx';

const preview = {
  name: 'Spring Makers',
  startsAt: '2026-03-16T09:00:00.000Z',
  startsTimeZone: 'Europe/London',
  pace: 'paced',
  weeks: 10,
  joinRefusal: null,
};

describe('the join page', () => {
  it('shows the cohort on the creator’s clock, and holds the button while it joins', async () => {
    // Never answered: the page is seen while the join is on its way.
    const joining = heldReply({ cohort: null });
    const api = stubApi({
      'GET /api/cohorts/join/:code': preview,
      'GET /api/cohorts/mine': { cohort: null },
      'POST /api/cohorts/join': joining.reply,
    });
    renderSignedIn(<JoinCohortScreen code="SPRING42" />);
    const card = await screen.findByRole('region', { name: 'Spring Makers' });
    expect(card.textContent).toContain('Starts Mon 16 Mar at 09:00');
    expect(card.textContent).toContain('10 weeks, one realm at a time');

    fireEvent.click(screen.getByRole('button', { name: 'Join cohort' }));
    const busy = await screen.findByRole('button', { name: 'Joining...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(api.requests.find((sent) => sent.method === 'POST')?.body).toEqual({
      code: 'SPRING42',
    });
  });

  it('says why a cohort takes nobody, and offers no button', async () => {
    stubApi({
      'GET /api/cohorts/join/:code': { ...preview, pace: 'self', weeks: null, joinRefusal: 'full' },
      'GET /api/cohorts/mine': { cohort: null },
    });
    renderSignedIn(<JoinCohortScreen code="SPRING42" />);
    const card = await screen.findByRole('region', { name: 'Spring Makers' });
    expect(card.textContent).toContain('At your own pace');
    expect(card.textContent).toContain(
      'Cohort Full. This cohort is full. Ask the Emberpath team about the next one.',
    );
    expect(screen.queryByRole('button', { name: 'Join cohort' })).toBeNull();
  });

  it('says a link that names no cohort is not valid', async () => {
    stubApi({
      'GET /api/cohorts/join/:code': apiError(404, {
        code: 'NOT_FOUND',
        title: 'Link Not Valid',
        message: 'This join link is not valid. Check it with whoever sent it.',
      }),
      'GET /api/cohorts/mine': { cohort: null },
    });
    renderSignedIn(<JoinCohortScreen code="NOPE42" />);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'This join link is not valid. Check it with whoever sent it.',
      ),
    );
  });
});
