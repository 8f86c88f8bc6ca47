import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { weeklyRealmWeeks } from '#shared/rules/cohorts.ts';
import { apiError, heldReply, stubApi } from '#testing/api-stub.ts';
import { errorBeside, renderAsStaff } from '#testing/render-staff.tsx';
import type { ConsoleCohort } from '../../api/get-cohorts.ts';
import { CohortsScreen } from './cohorts-screen.tsx';

const DAY_MS = 86_400_000;

const spring: ConsoleCohort = {
  id: 4,
  name: 'Spring writers',
  startsAt: new Date(Date.now() + 5 * DAY_MS - 60_000).toISOString(),
  startsTimeZone: 'Europe/London',
  capacity: 25,
  pace: 'paced',
  realmWeeks: [...weeklyRealmWeeks],
  closesAtStart: false,
  joinCode: 'K7Q2M9XA',
  memberCount: 12,
  week: 0,
  weeks: 10,
  joinRefusal: null,
  createdAt: '2026-11-20T09:00:00.000Z',
};
const autumn: ConsoleCohort = {
  ...spring,
  id: 5,
  name: 'Autumn',
  startsAt: '2026-09-07T08:00:00.000Z',
  capacity: null,
  pace: 'self',
  joinCode: 'AUTUMN22',
  memberCount: 7,
  week: 3,
  weeks: null,
  joinRefusal: 'closed',
};

async function openNewCohort() {
  fireEvent.click(await screen.findByRole('button', { name: 'New Cohort' }));
  return screen.getByRole('dialog', { name: 'New Cohort' });
}

function fillStart(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Spring poets' } });
  fireEvent.change(within(dialog).getByLabelText('Start day'), {
    target: { value: '2026-12-07' },
  });
  fireEvent.change(within(dialog).getByLabelText('Start time'), { target: { value: '09:00' } });
  fireEvent.change(within(dialog).getByLabelText(/^Time zone/), {
    target: { value: 'Europe/London' },
  });
}

const weekOf = (dialog: HTMLElement, realm: number) =>
  within(dialog).getByLabelText(`Realm ${realm}`) as HTMLInputElement;

describe('the cohorts screen', () => {
  it('lists each cohort: start, pace, where it stands, members, badges and its join link', async () => {
    stubApi({ 'GET /api/admin/cohorts': { cohorts: [spring, autumn] } });
    renderAsStaff(<CohortsScreen />);
    const list = await screen.findByRole('list', { name: 'Cohorts' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Spring writers' })).toHaveProperty(
      'pathname',
      '/admin/cohorts/4',
    );
    expect(first!.textContent).toContain('(Europe/London)');
    expect(first!.textContent).toContain('Paced · 10 weeks');
    expect(first!.textContent).toContain('Starts in 5 days');
    expect(first!.textContent).toContain('12 of 25');
    expect(within(first!).getByLabelText('Join link for Spring writers').textContent).toBe(
      `${window.location.origin}/auth?cohort=K7Q2M9XA`,
    );
    expect(within(first!).getByRole('button', { name: 'Copy join link for Spring writers' }));
    expect(second!.textContent).toContain('Self-paced');
    expect(second!.textContent).toContain('Week 3');
    expect(second!.textContent).toContain('Members7');
    expect(within(second!).getByText('Closed')).toBeTruthy();
  });

  it('creates a paced cohort from one realm a week, its button off while waiting', async () => {
    const answer = heldReply({ ...spring, name: 'Spring poets' });
    const api = stubApi({
      'GET /api/admin/cohorts': { cohorts: [] },
      'POST /api/admin/cohorts': answer.reply,
    });
    renderAsStaff(<CohortsScreen />);
    const dialog = await openNewCohort();
    expect((within(dialog).getByLabelText('Start time') as HTMLInputElement).value).toBe('09:00');
    expect(within(dialog).queryByLabelText('Realm 2')).toBeNull();
    fillStart(dialog);
    fireEvent.change(within(dialog).getByLabelText(/^Capacity/), { target: { value: '25' } });
    fireEvent.click(within(dialog).getByLabelText('Joining closes when the cohort starts'));
    fireEvent.click(within(dialog).getByLabelText('Paced: realms open week by week'));
    expect(weeklyRealmWeeks.map((_, index) => weekOf(dialog, index + 1).value)).toEqual(
      weeklyRealmWeeks.map(String),
    );
    expect(weekOf(dialog, 1).readOnly).toBe(true);
    fireEvent.change(weekOf(dialog, 10), { target: { value: '12' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Cohort' }));
    const busy = await within(dialog).findByRole('button', { name: 'Please wait...' });
    expect(busy).toHaveProperty('disabled', true);
    answer.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.changes()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/cohorts',
        query: expect.anything(),
        body: {
          name: 'Spring poets',
          startsAt: '2026-12-07T09:00:00.000Z',
          startsTimeZone: 'Europe/London',
          capacity: 25,
          pace: 'paced',
          realmWeeks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 12],
          closesAtStart: true,
        },
      },
    ]);
  });

  it('refuses a realm opening before the one ahead of it beside the weeks, sending nothing', async () => {
    const api = stubApi({ 'GET /api/admin/cohorts': { cohorts: [] } });
    renderAsStaff(<CohortsScreen />);
    const dialog = await openNewCohort();
    fillStart(dialog);
    fireEvent.click(within(dialog).getByLabelText('Paced: realms open week by week'));
    fireEvent.change(weekOf(dialog, 4), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Cohort' }));
    const weeks = within(dialog).getByRole('group', { name: 'Week each realm opens' });
    await waitFor(() =>
      expect(errorBeside(weeks)).toBe('Realm 4 cannot open before realm 3: realms open in order.'),
    );
    expect(api.changes()).toEqual([]);
  });

  it('shows the server’s problem beside the weeks and keeps what was typed', async () => {
    stubApi({
      'GET /api/admin/cohorts': { cohorts: [] },
      'POST /api/admin/cohorts': apiError(422, {
        code: 'VALIDATION_FAILED',
        message: 'Please check the highlighted fields.',
        problems: [{ path: 'realmWeeks', message: 'Give a week for each of the 10 realms.' }],
      }),
    });
    renderAsStaff(<CohortsScreen />);
    const dialog = await openNewCohort();
    fillStart(dialog);
    fireEvent.click(within(dialog).getByLabelText('Paced: realms open week by week'));
    fireEvent.change(weekOf(dialog, 5), { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Cohort' }));
    const weeks = within(dialog).getByRole('group', { name: 'Week each realm opens' });
    await waitFor(() => expect(errorBeside(weeks)).toBe('Give a week for each of the 10 realms.'));
    expect(screen.getByRole('dialog', { name: 'New Cohort' })).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Spring poets');
    expect(weekOf(dialog, 5).value).toBe('6');
    expect(within(dialog).getByRole('button', { name: 'Create Cohort' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
