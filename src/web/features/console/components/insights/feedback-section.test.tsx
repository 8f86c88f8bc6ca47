import { screen, within } from '@testing-library/react';
import type { InferResponseType } from 'hono/client';
import { describe, expect, it } from 'vitest';
import { apiError, heldReply, stubApi } from '#testing/api-stub.ts';
import { renderAsStaff } from '#testing/render-staff.tsx';
import type { apiClient } from '#web/lib/api-client.ts';
import { FeedbackSection } from './feedback-section.tsx';

type ReviewInsights = InferResponseType<
  (typeof apiClient.api.admin.insights)['reviews']['$get'],
  200
>;

const reviews: ReviewInsights = {
  countedAt: '2026-11-27T08:00:00.000Z',
  queue: { waiting: 14, oldestSubmittedAt: '2026-11-24T06:00:00.000Z' },
  feedback: { reviewsSent: 1204, medianHoursToFeedback: 7.25 },
  creators: { creators: 300, askedForFeedback: 120, hadFeedback: 90, share: 0.75 },
  nextRealm: [
    {
      realm: { id: 1, title: 'Ideation' },
      nextRealm: { id: 2, title: 'Structure' },
      withFeedback: { creators: 80, completedNext: 60, share: 0.75 },
      withoutFeedback: { creators: 40, completedNext: 18, share: 0.45 },
    },
    {
      realm: { id: 2, title: 'Structure' },
      nextRealm: { id: 3, title: 'Implementation' },
      withFeedback: { creators: 20, completedNext: 5, share: 0.25 },
      withoutFeedback: { creators: 0, completedNext: 0, share: null },
    },
  ],
};

const filters = { cohort: 'month:2026-11' };

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('feedback on answers', () => {
  it('says it is loading, then shows the queue, the time to feedback and who had it', async () => {
    const answer = heldReply(reviews);
    const api = stubApi({ 'GET /api/admin/insights/reviews': answer.reply });
    renderAsStaff(<FeedbackSection filters={filters} />);
    expect(screen.getByRole('status').textContent).toBe('Loading feedback on answers...');
    answer.release();
    expect(await screen.findByText('Waiting for feedback')).toBeTruthy();
    expect(figure('Waiting for feedback')).toBe('14');
    expect(figure('Oldest waiting')).toBe('3 days');
    expect(figure('Submitted to feedback (median)')).toBe('7.3 h');
    expect(figure('Had feedback, of those who asked')).toBe('75%');
    expect(
      screen.getByText('300 creators · 120 asked for feedback · 90 had it · 1,204 reviews sent'),
    ).toBeTruthy();
    expect(api.requests[0]!.query.get('cohort')).toBe('month:2026-11');
  });

  it('draws the next realm with and without feedback, and has every row in its table', async () => {
    stubApi({ 'GET /api/admin/insights/reviews': reviews });
    renderAsStaff(<FeedbackSection filters={filters} />);
    const chart = await screen.findByRole('figure', {
      name: 'Next realm completed, with and without feedback',
    });
    // 65 of 100 with feedback, 18 of 40 without.
    expect(
      within(chart).getByText(
        '65% of creators whose answer got feedback completed the next realm, against 45% of those whose answer did not.',
      ),
    ).toBeTruthy();
    const table = within(chart).getByRole('table', { name: /the numbers$/ });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      [
        'Realm 1: Ideation',
        'Realm 2: Structure',
        '60 of 80 completed',
        '75%',
        '18 of 40 completed',
        '45%',
      ],
      [
        'Realm 2: Structure',
        'Realm 3: Implementation',
        '5 of 20 completed',
        '25%',
        '0 of 0 completed',
        '—',
      ],
    ]);
    const csv = new URL(
      screen.getByRole('link', { name: 'Feedback CSV' }).getAttribute('href')!,
      'http://localhost',
    );
    expect(csv.pathname).toBe('/api/admin/insights/reviews/export.csv');
    expect(csv.searchParams.get('cohort')).toBe('month:2026-11');
  });

  it('says when nobody in the selection asked for feedback', async () => {
    stubApi({
      'GET /api/admin/insights/reviews': {
        ...reviews,
        queue: { waiting: 0, oldestSubmittedAt: null },
        feedback: { reviewsSent: 0, medianHoursToFeedback: null },
        nextRealm: reviews.nextRealm.map((row) => ({
          ...row,
          withFeedback: { creators: 0, completedNext: 0, share: null },
          withoutFeedback: { creators: 0, completedNext: 0, share: null },
        })),
      },
    });
    renderAsStaff(<FeedbackSection filters={{}} />);
    expect(
      await screen.findByText(
        'No creator in this selection has submitted an answer that asks for feedback.',
      ),
    ).toBeTruthy();
    expect(figure('Oldest waiting')).toBe('—');
    expect(figure('Submitted to feedback (median)')).toBe('—');
  });

  it('shows a failed load in the server’s words', async () => {
    stubApi({
      'GET /api/admin/insights/reviews': apiError(500, {
        code: 'INTERNAL',
        message: 'Counting is resting.',
      }),
    });
    renderAsStaff(<FeedbackSection filters={{}} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading feedback on answers')).toBeTruthy();
    expect(within(alert).getByText('Counting is resting.')).toBeTruthy();
  });
});
