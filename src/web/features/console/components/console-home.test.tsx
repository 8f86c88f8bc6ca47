import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#testing/api-stub.ts';
import { renderAsStaff } from '#testing/render-staff.tsx';
import { queuePage } from './reviews/review-fixtures.ts';
import { ConsoleHome } from './console-home.tsx';

const summary = { pendingClaims: 4, failedEmails: 1 };
const tileLabels = () =>
  screen.getAllByRole('link').map((link) => link.textContent?.replace(/^\d+/, ''));

describe('the console home', () => {
  it('shows a coach what waits for their feedback, and nothing that is not theirs', async () => {
    stubApi({
      'GET /api/admin/summary': summary,
      'GET /api/admin/reviews': queuePage({ total: 7 }),
    });
    renderAsStaff(<ConsoleHome />, { path: '/admin', staffRoles: ['coach'] });
    expect(await screen.findByText('Answers waiting for feedback')).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
    expect(tileLabels()).toEqual(['Answers waiting for feedback']);
    expect(
      screen.getByText('Answer the work creators sent and look after the creators.'),
    ).toBeTruthy();
  });

  it('shows fulfilment the kits to pack, and asks nothing of the review queue', async () => {
    const api = stubApi({ 'GET /api/admin/summary': summary });
    renderAsStaff(<ConsoleHome />, { path: '/admin', staffRoles: ['fulfilment'] });
    expect(await screen.findByText('Kit claims waiting to be packed')).toBeTruthy();
    expect(tileLabels()).toEqual(['Kit claims waiting to be packed']);
    expect(screen.getByText('Ship the kits.')).toBeTruthy();
    expect(api.sent()).not.toContain('GET /api/admin/reviews');
  });
});
