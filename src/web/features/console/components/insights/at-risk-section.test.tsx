import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InferResponseType } from 'hono/client';
import { describe, expect, it } from 'vitest';
import { apiError, heldReply, stubApi, type StubReply } from '#testing/api-stub.ts';
import { errorBeside, renderAsStaff } from '#testing/render-staff.tsx';
import type { apiClient } from '#web/lib/api-client.ts';
import { AtRiskSection } from './at-risk-section.tsx';

type Insights = typeof apiClient.api.admin.insights;
type AtRisk = InferResponseType<Insights['at-risk'][':kind']['$get'], 200>;
type QuietPairs = InferResponseType<Insights['quiet-pairs']['$get'], 200>;
type Templates = InferResponseType<Insights['nudge-templates']['$get'], 200>;
type NudgeResult = InferResponseType<Insights['nudges']['$post'], 200>;
type NudgePreview = InferResponseType<Insights['nudges']['preview']['$post'], 200>;

const filters = { cohort: 'month:2026-11' };

const stuck: AtRisk = {
  generatedAt: '2026-11-27T08:00:00.000Z',
  page: 1,
  pageSize: 10,
  hasMore: false,
  items: [
    {
      id: 'creator-3',
      name: 'Maya Rivera',
      email: 'maya@emberpath.test',
      joinedAt: '2026-11-01T08:00:00.000Z',
      since: '2026-11-12T08:00:00.000Z',
      currentQuest: { id: 'r1-audience', title: 'Audience Map' },
      streakLength: null,
      lastActiveAt: '2026-11-12T08:00:00.000Z',
      lastNudgedAt: null,
    },
  ],
};

const empty: AtRisk = { ...stuck, items: [] };

const templates: Templates = {
  items: [
    {
      id: 1,
      label: 'Welcome back',
      message: 'Welcome back, {name}!',
      suggestedFor: 'new-and-quiet',
      updatedAt: '2026-11-01T08:00:00.000Z',
    },
    {
      id: 2,
      label: 'Stuck on a quest',
      message: 'How is {quest} going, {name}?',
      suggestedFor: 'stuck-on-quest',
      updatedAt: '2026-11-01T08:00:00.000Z',
    },
  ],
};

const sentToMaya: NudgeResult = {
  sent: [{ id: 'creator-3', name: 'Maya Rivera' }],
  heldBack: 0,
  skipped: [],
  hasMore: false,
};

const previewForMaya: NudgePreview = {
  recipients: 1,
  heldBack: 0,
  skipped: 0,
  hasMore: false,
  sample: { name: 'Maya Rivera', message: 'How is Audience Map going, Maya?' },
};

const quietPairs: QuietPairs = {
  generatedAt: '2026-11-27T08:00:00.000Z',
  page: 1,
  pageSize: 20,
  hasMore: false,
  items: [
    {
      id: 12,
      first: { id: 'creator-4', name: 'Ada Quiet' },
      second: { id: 'creator-5', name: 'Ben Quiet' },
      pairedAt: '2026-10-01T08:00:00.000Z',
      lastNoteAt: null,
    },
  ],
};

const stuckPath = '/api/admin/insights/at-risk/stuck-on-quest';

function serve(routes: Record<string, StubReply> = {}) {
  return stubApi({
    [`GET ${stuckPath}`]: stuck,
    'GET /api/admin/insights/nudge-templates': templates,
    'POST /api/admin/insights/nudges': sentToMaya,
    'POST /api/admin/insights/nudges/preview': previewForMaya,
    ...routes,
  });
}

const nudgesPath = '/api/admin/insights/nudges';
/** The nudges sent (the previews asked for along the way change nothing). */
const nudgesSent = (api: ReturnType<typeof serve>) =>
  api.changes().filter((request) => request.path === nudgesPath);

/** The list's table (a phone shows the same rows as cards). */
const table = () => screen.findByRole('table', { name: 'Stuck on one quest for 10+ days' });

async function openNudgeForMaya() {
  fireEvent.click(within(await table()).getByRole('button', { name: 'Nudge Maya Rivera' }));
  const dialog = screen.getByRole('dialog', { name: 'Nudge Maya Rivera' });
  // The template suggested for the list fills the message once the templates arrive.
  await waitFor(() =>
    expect(within(dialog).getByLabelText(/^Message/)).toHaveProperty(
      'value',
      'How is {quest} going, {name}?',
    ),
  );
  return dialog;
}

describe('who needs a word today', () => {
  it('says it is loading, then lists those stuck on a quest, asked for with the filters', async () => {
    const answer = heldReply(stuck);
    const api = serve({ [`GET ${stuckPath}`]: answer.reply });
    renderAsStaff(<AtRiskSection filters={filters} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the list...');
    answer.release();
    const rows = within(await table()).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Maya Rivera' }).getAttribute('href')).toBe(
      '/admin/creators/creator-3',
    );
    expect(within(rows[1]!).getByText('Audience Map')).toBeTruthy();
    const asked = api.requests.find((request) => request.path === stuckPath)!;
    expect(Object.fromEntries(asked.query)).toMatchObject({
      cohort: 'month:2026-11',
      sort: 'since',
      direction: 'desc',
      page: '1',
    });
  });

  it('says so when no one is on the list, and offers no nudge to everyone', async () => {
    serve({ [`GET ${stuckPath}`]: empty });
    renderAsStaff(<AtRiskSection filters={{}} />);
    expect(await screen.findByText('No one on this list: good news.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nudge everyone on this list' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows a failed load in the server’s words', async () => {
    serve({
      [`GET ${stuckPath}`]: apiError(500, { code: 'INTERNAL', message: 'The list is resting.' }),
    });
    renderAsStaff(<AtRiskSection filters={{}} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading the list')).toBeTruthy();
    expect(within(alert).getByText('The list is resting.')).toBeTruthy();
  });

  it('downloads the list as CSV in the order and filters shown', async () => {
    serve({ 'GET /api/admin/insights/at-risk/new-and-quiet': stuck });
    renderAsStaff(<AtRiskSection filters={filters} />);
    await table();
    fireEvent.change(screen.getByLabelText('List'), { target: { value: 'new-and-quiet' } });
    fireEvent.change(await screen.findByLabelText('Order'), { target: { value: 'name:asc' } });
    const href = screen.getByRole('link', { name: 'List CSV' }).getAttribute('href')!;
    const csv = new URL(href, 'http://localhost');
    expect(csv.pathname).toBe('/api/admin/insights/at-risk/new-and-quiet/export.csv');
    expect(Object.fromEntries(csv.searchParams)).toEqual({
      cohort: 'month:2026-11',
      sort: 'name',
      direction: 'asc',
    });
  });

  it('nudges one creator with the list’s template, waiting on the server, then says who got it', async () => {
    const answer = heldReply(sentToMaya);
    const api = serve({ 'POST /api/admin/insights/nudges': answer.reply });
    renderAsStaff(<AtRiskSection filters={filters} />);
    const dialog = await openNudgeForMaya();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send nudge' }));

    const busy = await within(dialog).findByRole('button', { name: 'Please wait...' });
    expect(busy).toHaveProperty('disabled', true);
    answer.release();
    expect(await within(dialog).findByText('Sent to 1 creator.')).toBeTruthy();
    expect(await screen.findByText('Nudge Sent')).toBeTruthy();
    expect(nudgesSent(api)).toMatchObject([
      {
        method: 'POST',
        path: '/api/admin/insights/nudges',
        body: { userIds: ['creator-3'], message: 'How is {quest} going, {name}?' },
      },
    ]);
  });

  it('nudges the whole list as filtered, and says who was skipped and why', async () => {
    const api = serve({
      'POST /api/admin/insights/nudges': {
        sent: [],
        heldBack: 2,
        skipped: [
          {
            id: 'creator-3',
            name: 'Maya Rivera',
            reason: 'nudged-recently',
            lastNudgedAt: null,
          },
        ],
        hasMore: false,
      } satisfies NudgeResult,
    });
    renderAsStaff(<AtRiskSection filters={filters} />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Nudge everyone on this list' }));
    const dialog = screen.getByRole('dialog', { name: 'Nudge everyone stuck on a quest' });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'Onward!' } });
    const holdout = within(dialog).getByLabelText('Hold back (%)');
    expect((holdout as HTMLInputElement).value).toBe('10');
    expect(holdout.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(holdout, { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send nudge' }));

    const skipped = await within(dialog).findByRole('list', { name: 'Skipped' });
    expect(skipped.textContent).toBe('Maya Rivera: nudged recently (one nudge per 7 days)');
    expect(
      within(dialog).getByText('Sent to 0 creators. 2 creators held back, sent nothing.'),
    ).toBeTruthy();
    expect(nudgesSent(api)[0]!.body).toMatchObject({
      list: { kind: 'stuck-on-quest', cohort: 'month:2026-11' },
      message: 'Onward!',
      holdoutPercent: 20,
    });
  });

  it('says on the row when a creator was nudged today, from the list the server sends', async () => {
    serve({
      [`GET ${stuckPath}`]: {
        ...stuck,
        items: [{ ...stuck.items[0]!, lastNudgedAt: new Date().toISOString() }],
      },
    });
    renderAsStaff(<AtRiskSection filters={{}} />);
    const rows = within(await table()).getAllByRole('row');
    expect(within(rows[1]!).getByText('Nudged today')).toBeTruthy();
  });

  it('previews one creator’s nudge with their words filled in, and says who receives it', async () => {
    const api = serve();
    renderAsStaff(<AtRiskSection filters={filters} />);
    const dialog = await openNudgeForMaya();
    const preview = await within(dialog).findByRole('region', { name: 'Preview' });
    await within(preview).findByText('How is Audience Map going, Maya?');
    expect(within(preview).getByText('Sends to 1 creator')).toBeTruthy();
    expect(within(preview).getByText('How Maya Rivera will read it')).toBeTruthy();
    const asked = api.requests.filter((request) => request.path === `${nudgesPath}/preview`);
    expect(asked.at(-1)!.body).toEqual({
      userIds: ['creator-3'],
      message: 'How is {quest} going, {name}?',
    });
  });

  it('previews a whole list’s nudge for its first creator, filled per person, with the server’s count', async () => {
    serve({
      'POST /api/admin/insights/nudges/preview': {
        recipients: 12,
        heldBack: 1,
        skipped: 3,
        hasMore: false,
        sample: { name: 'Maya Rivera', message: 'How is Audience Map going, Maya?' },
      } satisfies NudgePreview,
    });
    renderAsStaff(<AtRiskSection filters={filters} />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Nudge everyone on this list' }));
    const dialog = screen.getByRole('dialog', { name: 'Nudge everyone stuck on a quest' });
    const preview = await within(dialog).findByRole('region', { name: 'Preview' });
    expect(
      await within(preview).findByText('Sends to 12 creators; holds back 1, who get nothing'),
    ).toBeTruthy();
    expect(within(preview).getByText(/3 skipped/)).toBeTruthy();
    expect(
      within(preview).getByText(
        'How Maya Rivera, the first of them, will read it (each creator’s own name and quest are filled in)',
      ),
    ).toBeTruthy();
    expect(within(preview).getByText('How is Audience Map going, Maya?')).toBeTruthy();
  });

  it('sends nothing when the preview says no one would receive it', async () => {
    serve({
      'POST /api/admin/insights/nudges/preview': {
        recipients: 0,
        heldBack: 0,
        skipped: 1,
        hasMore: false,
        sample: null,
      } satisfies NudgePreview,
    });
    renderAsStaff(<AtRiskSection filters={{}} />);
    const dialog = await openNudgeForMaya();
    expect(await within(dialog).findByText('Sends to no one')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send nudge' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('asks for a message left empty, beside it, and sends nothing', async () => {
    const api = serve();
    renderAsStaff(<AtRiskSection filters={{}} />);
    const dialog = await openNudgeForMaya();
    const message = within(dialog).getByLabelText(/^Message/);
    fireEvent.change(message, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send nudge' }));
    await waitFor(() => expect(errorBeside(message)).toBe('Please write the message.'));
    expect(nudgesSent(api)).toEqual([]);
  });

  it('shows a refused nudge in the server’s words and keeps the message', async () => {
    serve({
      'POST /api/admin/insights/nudges': apiError(429, {
        code: 'RATE_LIMITED',
        title: 'Too Many Nudges',
        message: 'Wait a minute before nudging again.',
      }),
    });
    renderAsStaff(<AtRiskSection filters={{}} />);
    const dialog = await openNudgeForMaya();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send nudge' }));
    expect(await screen.findByText('Too Many Nudges')).toBeTruthy();
    expect(screen.getByText('Wait a minute before nudging again.')).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Message/)).toHaveProperty(
      'value',
      'How is {quest} going, {name}?',
    );
  });
});

describe('buddy pairs gone quiet', () => {
  const choosePairs = () =>
    fireEvent.change(screen.getByLabelText('List'), { target: { value: 'quiet-pairs' } });

  it('lists each pair with its CSV, and nudges both of a pair', async () => {
    const api = serve({
      'GET /api/admin/insights/quiet-pairs': quietPairs,
      'POST /api/admin/insights/nudges': { sent: [], heldBack: 0, skipped: [], hasMore: false },
    });
    renderAsStaff(<AtRiskSection filters={{}} />);
    await table();
    choosePairs();
    const pairs = await screen.findByRole('table', { name: 'Buddy pairs quiet for two weeks' });
    expect(within(pairs).getByText('None since pairing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pairs CSV' }).getAttribute('href')).toBe(
      '/api/admin/insights/quiet-pairs/export.csv',
    );
    fireEvent.click(
      within(pairs).getByRole('button', { name: 'Nudge both Ada Quiet and Ben Quiet' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Nudge 2 creators' });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), {
      target: { value: 'Write each other a note?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send nudge' }));
    await waitFor(() => expect(nudgesSent(api)).toHaveLength(1));
    expect(nudgesSent(api)[0]!.body).toEqual({
      userIds: ['creator-4', 'creator-5'],
      message: 'Write each other a note?',
    });
  });

  it('says so when every pair wrote lately', async () => {
    serve({ 'GET /api/admin/insights/quiet-pairs': { ...quietPairs, items: [] } });
    renderAsStaff(<AtRiskSection filters={{}} />);
    await table();
    choosePairs();
    expect(
      await screen.findByText('Every buddy pair has written a note in the last two weeks.'),
    ).toBeTruthy();
  });
});
