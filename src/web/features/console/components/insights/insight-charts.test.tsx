import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InferResponseType } from 'hono/client';
import { describe, expect, it } from 'vitest';
import { apiError, heldReply, neverAnswered, stubApi } from '#testing/api-stub.ts';
import { renderAsStaff } from '#testing/render-staff.tsx';
import type { apiClient } from '#web/lib/api-client.ts';
import { ActivitySection } from './activity-section.tsx';
import { FunnelChart } from './funnel-chart.tsx';
import { OperationsSection } from './operations-section.tsx';
import { RetentionGrid } from './retention-grid.tsx';
import { StallCharts } from './stall-chart.tsx';

type Insights = typeof apiClient.api.admin.insights;
type Funnel = InferResponseType<Insights['funnel']['$get'], 200>;
type Stall = InferResponseType<Insights['stall']['$get'], 200>;
type Sitting = InferResponseType<Insights['stall'][':questId']['$get'], 200>;
type Retention = InferResponseType<Insights['retention']['$get'], 200>;
type Activity = InferResponseType<Insights['activity']['$get'], 200>;
type Operations = InferResponseType<Insights['operations']['$get'], 200>;

const counted = { countedAt: '2026-11-27T08:00:00.000Z', pendingCreators: 0 };

/** The filters of a shared view: a sign-up week and a start date. */
const filters = { cohort: 'week:2026-11-02', from: '2026-10-01' };

const funnel: Funnel = {
  ...counted,
  steps: [
    { step: 0, label: 'Signed up', count: 40, conversion: null, medianDays: null },
    { step: 1, label: 'First quest', count: 30, conversion: 0.75, medianDays: 1 },
    { step: 2, label: 'Realm 1 done', count: 9, conversion: 0.3, medianDays: 6 },
    { step: 3, label: 'Kit shipped', count: 6, conversion: 0.667, medianDays: 4 },
  ],
};

const stall: Stall = {
  ...counted,
  realms: [
    {
      id: 1,
      title: 'Ideation',
      tasks: [
        {
          questId: 'r1-origin-story',
          title: 'Origin Story',
          isFinal: false,
          reached: 20,
          completed: 18,
          medianDays: 1,
          sittingNow: 0,
        },
        {
          questId: 'r1-audience',
          title: 'Audience Map',
          isFinal: false,
          reached: 20,
          completed: 5,
          medianDays: 9,
          sittingNow: 3,
        },
      ],
    },
  ],
};

const sitting: Sitting = {
  generatedAt: '2026-11-27T08:00:00.000Z',
  page: 1,
  pageSize: 20,
  hasMore: false,
  items: [
    {
      id: 'creator-7',
      name: 'Noor Quiet',
      email: 'noor@emberpath.test',
      since: '2026-11-10T08:00:00.000Z',
      joinedAt: '2026-11-01T08:00:00.000Z',
      currentQuest: { id: 'r1-audience', title: 'Audience Map' },
      streakLength: null,
      lastActiveAt: '2026-11-26T08:00:00.000Z',
      lastNudgedAt: null,
    },
  ],
};

const retention: Retention = {
  ...counted,
  weeks: 3,
  cohorts: [
    {
      week: '2026-11-02',
      creators: 10,
      cells: [
        { weekIndex: 0, eligible: 10, active: 10, share: 1 },
        { weekIndex: 1, eligible: 10, active: 4, share: 0.4 },
        { weekIndex: 2, eligible: 0, active: 0, share: null },
      ],
    },
  ],
};

const activity: Activity = {
  ...counted,
  days: [
    { day: '2026-11-25', activeCreators: 3, checkins: 2 },
    { day: '2026-11-26', activeCreators: 5, checkins: 4 },
  ],
  streaks: [
    { from: 0, label: 'No streak', creators: 6 },
    { from: 1, label: '1–2 days', creators: 3 },
    { from: 7, label: '7–13 days', creators: 1 },
  ],
};

const operations: Operations = {
  ...counted,
  kits: {
    byStatus: { pending: 2, packed: 1, shipped: 5, delivered: 9, cancelled: 0 },
    medianDaysToShip: 3,
    oldestPendingAt: '2026-11-10T08:00:00.000Z',
    overdue: 1,
    overdueClaims: [
      {
        id: 41,
        creatorId: 'creator-9',
        name: 'Flame Keeper',
        realmId: 1,
        status: 'pending',
        claimedAt: '2026-11-10T08:00:00.000Z',
        packedAt: null,
      },
    ],
  },
  emails: { failedThisWeek: 2 },
};

const csvLink = (name: string) => {
  const href = screen.getByRole('link', { name }).getAttribute('href')!;
  return new URL(href, 'http://localhost');
};

/** The stall chart's 'see who' for a quest, in its table of numbers (a phone has the same as cards). */
function seeWhoIsOn(figure: HTMLElement, title: string) {
  const numbers = within(figure).getByRole('table', { name: /the numbers$/ });
  fireEvent.click(
    within(numbers).getByRole('button', { name: new RegExp(`see who is on ${title}$`) }),
  );
}

const errorAnswer = apiError(500, { code: 'INTERNAL', message: 'Counting is resting.' });

async function expectFailedLoad(title: string) {
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(title)).toBeTruthy();
  expect(within(alert).getByText('Counting is resting.')).toBeTruthy();
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
}

/** The nudges sent (the previews asked for along the way change nothing). */
const nudgesSent = (api: ReturnType<typeof stubApi>) =>
  api.changes().filter((request) => request.path === '/api/admin/insights/nudges');

describe('the funnel', () => {
  it('says it is loading, then draws the steps with a summary of the biggest drop', async () => {
    const answer = heldReply(funnel);
    const api = stubApi({ 'GET /api/admin/insights/funnel': answer.reply });
    renderAsStaff(<FunnelChart filters={filters} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the funnel...');
    answer.release();
    const figure = await screen.findByRole('figure', { name: 'Funnel' });
    expect(
      within(figure).getByText(
        '40 signed up and 6 had a kit shipped; the biggest drop is at "Realm 1 done" (30% of the step before).',
      ),
    ).toBeTruthy();
    // The filters shown are the filters asked for.
    expect(api.requests[0]!.query.get('cohort')).toBe('week:2026-11-02');
    expect(api.requests[0]!.query.get('from')).toBe('2026-10-01');
  });

  it('downloads its CSV for the same filters', async () => {
    stubApi({ 'GET /api/admin/insights/funnel': funnel });
    renderAsStaff(<FunnelChart filters={filters} />);
    await screen.findByRole('figure', { name: 'Funnel' });
    const csv = csvLink('Funnel CSV');
    expect(csv.pathname).toBe('/api/admin/insights/funnel/export.csv');
    expect(Object.fromEntries(csv.searchParams)).toEqual(filters);
    expect(screen.getByRole('link', { name: 'Funnel CSV' }).hasAttribute('download')).toBe(true);
  });

  it('says when no creator signed up in the selection', async () => {
    stubApi({
      'GET /api/admin/insights/funnel': {
        ...funnel,
        steps: funnel.steps.map((step) => ({ ...step, count: 0, conversion: null })),
      },
    });
    renderAsStaff(<FunnelChart filters={{}} />);
    expect(await screen.findByText('No creators signed up in this selection.')).toBeTruthy();
  });

  it('shows a failed load in the server’s words', async () => {
    stubApi({ 'GET /api/admin/insights/funnel': errorAnswer });
    renderAsStaff(<FunnelChart filters={{}} />);
    await expectFailedLoad('Error loading the funnel');
  });
});

describe('where creators stall', () => {
  it('says it is loading while the counts are on their way', () => {
    stubApi({ 'GET /api/admin/insights/stall': neverAnswered });
    renderAsStaff(<StallCharts filters={{}} />);
    expect(screen.getByRole('status').textContent).toBe('Loading where creators stall...');
  });

  it('draws each live realm with where most sit and where fewest finish', async () => {
    stubApi({ 'GET /api/admin/insights/stall': stall });
    renderAsStaff(<StallCharts filters={filters} />);
    const figure = await screen.findByRole('figure', { name: /Realm 1: Ideation/ });
    expect(
      within(figure).getByText(
        'Most active creators sit on "Audience Map" (3 now); the fewest finish "Audience Map" (25% of those who reached it).',
      ),
    ).toBeTruthy();
    expect(csvLink('Stall CSV').pathname).toBe('/api/admin/insights/stall/export.csv');
    expect(csvLink('Stall CSV').searchParams.get('cohort')).toBe('week:2026-11-02');
  });

  it('says when no creator has reached a realm yet', async () => {
    stubApi({
      'GET /api/admin/insights/stall': {
        ...stall,
        realms: [{ ...stall.realms[0]!, tasks: [] }],
      },
    });
    renderAsStaff(<StallCharts filters={{}} />);
    expect(await screen.findByText('No creator has reached this realm yet.')).toBeTruthy();
  });

  it('shows a failed load in the server’s words', async () => {
    stubApi({ 'GET /api/admin/insights/stall': errorAnswer });
    renderAsStaff(<StallCharts filters={{}} />);
    await expectFailedLoad('Error loading where creators stall');
  });

  it('lists who sits on a quest, and nudges one of them', async () => {
    const api = stubApi({
      'GET /api/admin/insights/stall': stall,
      'GET /api/admin/insights/stall/r1-audience': sitting,
      'GET /api/admin/insights/nudge-templates': { items: [] },
      'POST /api/admin/insights/nudges': {
        sent: [{ id: 'creator-7', name: 'Noor Quiet' }],
        skipped: [],
        hasMore: false,
      },
      'POST /api/admin/insights/nudges/preview': {
        recipients: 1,
        skipped: 0,
        hasMore: false,
        sample: { name: 'Noor Quiet', message: 'How is the map going, Noor?' },
      },
    });
    renderAsStaff(<StallCharts filters={filters} />);
    const figure = await screen.findByRole('figure', { name: /Realm 1: Ideation/ });
    seeWhoIsOn(figure, 'Audience Map');
    const list = await screen.findByRole('region', { name: 'On “Audience Map” now' });
    const table = await within(list).findByRole('table', { name: 'Creators on Audience Map' });
    expect(within(table).getByRole('link', { name: 'Noor Quiet' }).getAttribute('href')).toBe(
      '/admin/creators/creator-7',
    );
    fireEvent.click(within(table).getByRole('button', { name: 'Nudge Noor Quiet' }));
    const dialog = screen.getByRole('dialog', { name: 'Nudge Noor Quiet' });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), {
      target: { value: 'How is the map going, {name}?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send nudge' }));
    expect(await within(dialog).findByText('Sent to 1 creator.')).toBeTruthy();
    expect(nudgesSent(api)).toMatchObject([
      {
        method: 'POST',
        path: '/api/admin/insights/nudges',
        body: { userIds: ['creator-7'], message: 'How is the map going, {name}?' },
      },
    ]);
  });

  it('nudges everyone on a quest as the list it is, with the filters shown, after a preview', async () => {
    const api = stubApi({
      'GET /api/admin/insights/stall': stall,
      'GET /api/admin/insights/stall/r1-audience': sitting,
      'GET /api/admin/insights/nudge-templates': { items: [] },
      'POST /api/admin/insights/nudges': { sent: [], skipped: [], hasMore: false },
      'POST /api/admin/insights/nudges/preview': {
        recipients: 12,
        skipped: 0,
        hasMore: false,
        sample: { name: 'Noor Quiet', message: 'Onward, Noor!' },
      },
    });
    renderAsStaff(<StallCharts filters={filters} />);
    const figure = await screen.findByRole('figure', { name: /Realm 1: Ideation/ });
    seeWhoIsOn(figure, 'Audience Map');
    const list = await screen.findByRole('region', { name: 'On “Audience Map” now' });
    await within(list).findByRole('table');
    fireEvent.click(within(list).getByRole('button', { name: 'Nudge them all' }));
    const dialog = screen.getByRole('dialog', { name: 'Nudge everyone on “Audience Map”' });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), {
      target: { value: 'Onward, {name}!' },
    });
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText('Sends to 12 creators')).toBeTruthy();
    expect(within(preview).getByText('Onward, Noor!')).toBeTruthy();
    expect(
      within(preview).getByText(/the first of them, will read it \(each creator’s own/),
    ).toBeTruthy();
    const asked = api.requests.filter((request) => request.path.endsWith('/nudges/preview'));
    expect(asked.at(-1)!.body).toEqual({
      list: { kind: 'sitting-on-quest', questId: 'r1-audience', ...filters },
      message: 'Onward, {name}!',
      holdoutPercent: 10,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send nudge' }));
    await waitFor(() => expect(nudgesSent(api)).toHaveLength(1));
    expect(nudgesSent(api)[0]!.body).toEqual({
      list: { kind: 'sitting-on-quest', questId: 'r1-audience', ...filters },
      message: 'Onward, {name}!',
      holdoutPercent: 10,
    });
  });
});

describe('weekly retention', () => {
  it('says it is loading, then shows each sign-up week’s share active per week', async () => {
    const answer = heldReply(retention);
    stubApi({ 'GET /api/admin/insights/retention': answer.reply });
    renderAsStaff(<RetentionGrid filters={filters} />);
    expect(screen.getByRole('status').textContent).toBe('Loading retention...');
    answer.release();
    const figure = await screen.findByRole('figure', { name: 'Weekly retention' });
    expect(
      within(figure).getByText(
        '40% of creators were active in their second week, across 1 sign-up weeks.',
      ),
    ).toBeTruthy();
    const row = within(within(figure).getByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getByText('100%')).toBeTruthy();
    expect(within(row).getByText('40%')).toBeTruthy();
    expect(within(row).getByLabelText('not over yet')).toBeTruthy();
    expect(csvLink('Retention CSV').pathname).toBe('/api/admin/insights/retention/export.csv');
    expect(csvLink('Retention CSV').searchParams.get('from')).toBe('2026-10-01');
  });

  it('says when no creator signed up in the selection', async () => {
    stubApi({ 'GET /api/admin/insights/retention': { ...retention, cohorts: [] } });
    renderAsStaff(<RetentionGrid filters={{}} />);
    expect(await screen.findByText('No creators signed up in this selection.')).toBeTruthy();
  });

  it('shows a failed load in the server’s words', async () => {
    stubApi({ 'GET /api/admin/insights/retention': errorAnswer });
    renderAsStaff(<RetentionGrid filters={{}} />);
    await expectFailedLoad('Error loading retention');
  });
});

describe('daily activity and streaks', () => {
  it('says it is loading, then sums up today’s streaks', async () => {
    const answer = heldReply(activity);
    stubApi({ 'GET /api/admin/insights/activity': answer.reply });
    renderAsStaff(<ActivitySection filters={filters} />);
    expect(screen.getByRole('status').textContent).toBe('Loading activity...');
    answer.release();
    const streaks = await screen.findByRole('figure', { name: 'Streaks today' });
    expect(
      within(streaks).getByText('40% of creators have a streak going today; 10% a week or longer.'),
    ).toBeTruthy();
    expect(csvLink('Streaks CSV').pathname).toBe('/api/admin/insights/activity/streaks.csv');
    expect(csvLink('Streaks CSV').searchParams.get('cohort')).toBe('week:2026-11-02');
  });

  it('says when no creator signed up in the selection', async () => {
    stubApi({
      'GET /api/admin/insights/activity': {
        ...activity,
        streaks: activity.streaks.map((bucket) => ({ ...bucket, creators: 0 })),
      },
    });
    renderAsStaff(<ActivitySection filters={{}} />);
    expect(await screen.findByText('No creators signed up in this selection.')).toBeTruthy();
  });

  it('shows a failed load in the server’s words', async () => {
    stubApi({ 'GET /api/admin/insights/activity': errorAnswer });
    renderAsStaff(<ActivitySection filters={{}} />);
    await expectFailedLoad('Error loading activity');
  });
});

describe('kits and emails', () => {
  it('says it is loading, then shows what waits on staff, with links to act on it', async () => {
    const answer = heldReply(operations);
    stubApi({ 'GET /api/admin/insights/operations': answer.reply });
    renderAsStaff(<OperationsSection filters={filters} />);
    expect(screen.getByRole('status').textContent).toBe('Loading kits and emails...');
    answer.release();
    const overdue = await screen.findByText('Overdue (over 5 days)');
    expect(overdue.nextElementSibling?.textContent).toBe('1');
    expect(screen.getByText('Emails failed this week').nextElementSibling?.textContent).toBe('2');
    expect(screen.getByText('Oldest pending claim').nextElementSibling?.textContent).toBe(
      '17 days',
    );
    expect(screen.getByRole('link', { name: 'Open kit claims' }).getAttribute('href')).toBe(
      '/admin/claims',
    );
    expect(screen.getByRole('link', { name: 'Open emails' }).getAttribute('href')).toBe(
      '/admin/emails',
    );
    expect(csvLink('Figures CSV').pathname).toBe('/api/admin/insights/operations/export.csv');
    expect(csvLink('Overdue kits CSV').pathname).toBe('/api/admin/insights/operations/overdue.csv');
    expect(csvLink('Overdue kits CSV').searchParams.get('cohort')).toBe('week:2026-11-02');
    const claims = screen.getByRole('table', { name: 'Overdue kit claims, the oldest first' });
    expect(within(claims).getByText('#41')).toBeTruthy();
  });

  it('offers no emails link and no overdue list when nothing is waiting', async () => {
    stubApi({
      'GET /api/admin/insights/operations': {
        ...operations,
        kits: { ...operations.kits, overdue: 0, overdueClaims: [], oldestPendingAt: null },
        emails: { failedThisWeek: 0 },
      },
    });
    renderAsStaff(<OperationsSection filters={{}} />);
    expect(await screen.findByText('Oldest pending claim')).toBeTruthy();
    expect(screen.getByText('Oldest pending claim').nextElementSibling?.textContent).toBe('—');
    expect(screen.queryByRole('link', { name: 'Open emails' })).toBeNull();
    expect(screen.queryByText(/Show the oldest/)).toBeNull();
  });

  it('shows a failed load in the server’s words', async () => {
    stubApi({ 'GET /api/admin/insights/operations': errorAnswer });
    renderAsStaff(<OperationsSection filters={{}} />);
    await expectFailedLoad('Error loading kits and emails');
  });
});
