import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { weeklyRealmWeeks } from '#shared/rules/cohorts.ts';
import { apiError, stubApi } from '#testing/api-stub.ts';
import { renderAsStaff } from '#testing/render-staff.tsx';
import type { CohortMember } from '../../api/get-cohort-members.ts';
import type { ConsoleCohort } from '../../api/get-cohorts.ts';
import { CohortScreen } from './cohort-screen.tsx';

const spring: ConsoleCohort = {
  id: 4,
  name: 'Spring writers',
  startsAt: '2026-12-07T09:00:00.000Z',
  startsTimeZone: 'Europe/London',
  capacity: 2,
  pace: 'paced',
  realmWeeks: [...weeklyRealmWeeks],
  closesAtStart: false,
  joinCode: 'K7Q2M9XA',
  memberCount: 1,
  week: 0,
  weeks: 10,
  joinRefusal: null,
  createdAt: '2026-11-20T09:00:00.000Z',
};
const maya: CohortMember = {
  id: 'user-maya',
  name: 'Maya Rivera',
  email: 'maya@emberpath.test',
  joinedAt: '2026-11-21T10:00:00.000Z',
  realmsCompleted: 3,
};
const creatorsPage = (items: object[]) => ({ items, page: 1, pageSize: 25, hasMore: false });
const jo = { id: 'user-jo', name: 'Jo Park', email: 'jo@emberpath.test', role: 'creator' };
const sam = { id: 'user-sam', name: 'Sam Staff', email: 'sam@emberpath.test', role: 'staff' };

describe('a cohort’s page', () => {
  it('lists its members with their realms, a page at a time', async () => {
    stubApi({
      'GET /api/admin/cohorts': { cohorts: [spring] },
      'GET /api/admin/cohorts/4/members': { items: [maya], page: 1, pageSize: 50, hasMore: false },
    });
    renderAsStaff(<CohortScreen cohortId={4} />);
    const members = await screen.findByRole('table', { name: 'Members' });
    expect(within(members).getByRole('link', { name: 'Maya Rivera' })).toBeTruthy();
    expect(members.textContent).toContain('maya@emberpath.test');
    expect(members.textContent).toContain('3 of 10');
    expect(screen.getByRole('region', { name: 'Spring writers' }).textContent).toContain('1 of 2');
  });

  it('says so when there is no such cohort', async () => {
    stubApi({ 'GET /api/admin/cohorts': { cohorts: [spring] } });
    renderAsStaff(<CohortScreen cohortId={99} />);
    expect((await screen.findByRole('alert')).textContent).toBe('There is no such cohort.');
  });

  it('adds a creator found by name; staff are not offered; a full cohort is said in the server’s words', async () => {
    let isFull = false;
    const api = stubApi({
      'GET /api/admin/cohorts': { cohorts: [spring] },
      'GET /api/admin/cohorts/4/members': { items: [], page: 1, pageSize: 50, hasMore: false },
      'GET /api/admin/creators': creatorsPage([jo, sam]),
      'PUT /api/admin/cohorts/4/members/:userId': () =>
        isFull
          ? apiError(409, {
              code: 'CONFLICT',
              title: 'Cohort Full',
              message: 'This cohort is full. Ask the Emberpath team about the next one.',
            })
          : new Response(null, { status: 204 }),
    });
    renderAsStaff(<CohortScreen cohortId={4} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a creator' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a creator' });
    fireEvent.change(within(dialog).getByLabelText('Name or email'), { target: { value: 'jo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Find' }));
    await waitFor(() =>
      expect(api.requests.some((sent) => sent.query.get('search') === 'jo')).toBe(true),
    );
    const found = await within(dialog).findByRole('list', { name: 'Creators found' });
    expect(within(found).queryByText('Sam Staff')).toBeNull();
    isFull = true;
    fireEvent.click(within(found).getByRole('button', { name: 'Add Jo Park' }));
    expect(
      await screen.findByText('This cohort is full. Ask the Emberpath team about the next one.'),
    ).toBeTruthy();
    isFull = false;
    fireEvent.click(within(found).getByRole('button', { name: 'Add Jo Park' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.changes().map((sent) => `${sent.method} ${sent.path}`)).toEqual([
      'PUT /api/admin/cohorts/4/members/user-jo',
      'PUT /api/admin/cohorts/4/members/user-jo',
    ]);
  });

  it('removes a member only once asked, and sends nothing on Cancel', async () => {
    const api = stubApi({
      'GET /api/admin/cohorts': { cohorts: [spring] },
      'GET /api/admin/cohorts/4/members': { items: [maya], page: 1, pageSize: 50, hasMore: false },
      'DELETE /api/admin/cohorts/4/members/:userId': new Response(null, { status: 204 }),
    });
    renderAsStaff(<CohortScreen cohortId={4} />);
    const members = await screen.findByRole('table', { name: 'Members' });
    fireEvent.click(within(members).getByRole('button', { name: 'Remove Maya Rivera' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Remove Maya Rivera?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(api.changes()).toEqual([]);
    fireEvent.click(within(members).getByRole('button', { name: 'Remove Maya Rivera' }));
    const question = screen.getByRole('alertdialog', { name: 'Remove Maya Rivera?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.changes().map((sent) => `${sent.method} ${sent.path}`)).toEqual([
      'DELETE /api/admin/cohorts/4/members/user-maya',
    ]);
  });

  it('edits the cohort from its own values, its start on its own zone’s clock', async () => {
    const api = stubApi({
      'GET /api/admin/cohorts': { cohorts: [spring] },
      'GET /api/admin/cohorts/4/members': { items: [], page: 1, pageSize: 50, hasMore: false },
      'PUT /api/admin/cohorts/4': { ...spring, name: 'Spring poets' },
    });
    renderAsStaff(<CohortScreen cohortId={4} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Cohort' });
    const valueOf = (label: string | RegExp) =>
      (within(dialog).getByLabelText(label) as HTMLInputElement).value;
    expect([valueOf('Start day'), valueOf('Start time'), valueOf(/^Time zone/)]).toEqual([
      '2026-12-07',
      '09:00',
      'Europe/London',
    ]);
    expect(valueOf(/^Capacity/)).toBe('2');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Spring poets' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Cohort' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.changes().map((sent) => sent.body)).toEqual([
      {
        name: 'Spring poets',
        startsAt: spring.startsAt,
        startsTimeZone: 'Europe/London',
        capacity: 2,
        pace: 'paced',
        realmWeeks: spring.realmWeeks,
        closesAtStart: false,
      },
    ]);
  });
});
