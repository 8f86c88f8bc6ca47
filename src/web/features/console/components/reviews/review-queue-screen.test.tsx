import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, neverAnswered, stubApi } from '#testing/api-stub.ts';
import { renderAsStaff } from '#testing/render-staff.tsx';
import { NOW, queueItem, queuePage } from './review-fixtures.ts';
import { ReviewQueueScreen } from './review-queue-screen.tsx';

const queue = () => screen.findByRole('list', { name: 'Review queue' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the review queue', () => {
  it('shows a skeleton while it loads', () => {
    stubApi({ 'GET /api/admin/reviews': neverAnswered });
    renderAsStaff(<ReviewQueueScreen />, { path: '/admin/reviews' });
    expect(screen.getByRole('status').textContent).toContain('Loading the review queue...');
  });

  it('says warmly that nothing waits when the queue is empty', async () => {
    stubApi({
      'GET /api/admin/reviews': queuePage({ items: [], total: 0, oldestSubmittedAt: null }),
    });
    renderAsStaff(<ReviewQueueScreen />, { path: '/admin/reviews' });
    expect(await screen.findByRole('heading', { name: 'Nothing waits for feedback' })).toBeTruthy();
    expect(screen.getByText(/Nice work/)).toBeTruthy();
  });

  it('lists each answer oldest first: creator, realm, quest, its wait, its claim and my draft', async () => {
    const api = stubApi({ 'GET /api/admin/reviews': queuePage() });
    renderAsStaff(<ReviewQueueScreen />, { path: '/admin/reviews' });
    const [oldest, claimed, mine] = within(await queue()).getAllByRole('listitem');
    expect(screen.getByText('3 answers wait')).toBeTruthy();
    expect(screen.getByText(/the oldest waiting 2 days/)).toBeTruthy();
    expect(within(oldest!).getByText('Maya Rivera')).toBeTruthy();
    expect(within(oldest!).getByText('Your Creative Manifesto')).toBeTruthy();
    expect(within(oldest!).getByText('Realm 1: Ideation')).toBeTruthy();
    expect(within(oldest!).getByText('waiting 2 days')).toBeTruthy();
    expect(within(oldest!).getByRole('link').getAttribute('href')).toBe('/admin/reviews/7');
    expect(within(claimed!).getByText('waiting 5 hours')).toBeTruthy();
    expect(within(claimed!).getByText('Claimed by Sam for 40 more minutes')).toBeTruthy();
    expect(within(mine!).getByText('You claimed this for 55 more minutes')).toBeTruthy();
    expect(within(mine!).getByText('Draft saved')).toBeTruthy();
    expect(within(oldest!).queryByText('Draft saved')).toBeNull();
    expect(api.requests[0]!.query.get('cursor')).toBeNull();
  });

  it('sends the chosen realm, quest, sign-up week and Mine, and keeps them in the links', async () => {
    const api = stubApi({ 'GET /api/admin/reviews': queuePage() });
    renderAsStaff(<ReviewQueueScreen />, { path: '/admin/reviews' });
    await queue();
    fireEvent.change(screen.getByLabelText('Realm'), { target: { value: '2' } });
    await waitFor(() => expect(api.requests.at(-1)!.query.get('realmId')).toBe('2'));
    const quests = within(screen.getByLabelText('Quest')).getAllByRole('option');
    expect(quests.map((option) => option.textContent)).toEqual([
      'All quests',
      'Map Your Week',
      'Your Content Map',
    ]);
    fireEvent.change(screen.getByLabelText('Quest'), { target: { value: 'r2-final' } });
    fireEvent.change(screen.getByLabelText('Sign-up week'), { target: { value: '2026-11-23' } });
    fireEvent.click(screen.getByLabelText(/Mine/));
    await waitFor(() => expect(api.requests.at(-1)!.query.get('mine')).toBe('true'));
    const last = api.requests.at(-1)!.query;
    expect([last.get('realmId'), last.get('questId'), last.get('cohort')]).toEqual([
      '2',
      'r2-final',
      '2026-11-23',
    ]);
    const [first] = within(await queue()).getAllByRole('link');
    expect(first!.getAttribute('href')).toBe(
      '/admin/reviews/7?realm=2&quest=r2-final&cohort=2026-11-23&mine=1',
    );
  });

  it('offers the whole queue back when the filters leave nothing', async () => {
    const api = stubApi({
      'GET /api/admin/reviews': (request) =>
        request.query.get('mine') ? queuePage({ items: [], total: 0 }) : queuePage(),
    });
    renderAsStaff(<ReviewQueueScreen />, { path: '/admin/reviews?mine=1' });
    expect(await screen.findByText('Nothing waits for feedback with these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show the whole queue' }));
    await queue();
    expect(api.requests.at(-1)!.query.get('mine')).toBeNull();
  });

  it('loads the next page after the last with its cursor', async () => {
    const api = stubApi({
      'GET /api/admin/reviews': (request) =>
        request.query.get('cursor') === 'after-9'
          ? queuePage({
              items: [
                queueItem({ id: 10, creator: { id: 'c5', name: 'Noor Haddad', image: null } }),
              ],
            })
          : queuePage({ nextCursor: 'after-9', total: 4 }),
    });
    renderAsStaff(<ReviewQueueScreen />, { path: '/admin/reviews' });
    await queue();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Noor Haddad')).toBeTruthy();
    expect(within(await queue()).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.requests.at(-1)!.query.get('cursor')).toBe('after-9');
  });

  it('says why it could not load, and tries again', async () => {
    let isDown = true;
    stubApi({
      'GET /api/admin/reviews': () =>
        isDown
          ? apiError(500, { code: 'INTERNAL', message: 'Something went wrong. Please try again.' })
          : queuePage(),
    });
    renderAsStaff(<ReviewQueueScreen />, { path: '/admin/reviews' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading the review queue')).toBeTruthy();
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await queue()).toBeTruthy();
  });
});
