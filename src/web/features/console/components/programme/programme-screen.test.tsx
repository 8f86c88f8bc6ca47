import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InferResponseType } from 'hono/client';
import { describe, expect, it } from 'vitest';
import { apiError, heldReply, neverAnswered, stubApi, type StubReply } from '#testing/api-stub.ts';
import { errorBeside, renderAsStaff } from '#testing/render-staff.tsx';
import type { apiClient } from '#web/lib/api-client.ts';
import { ProgrammeScreen } from './programme-screen.tsx';

type Programme = InferResponseType<typeof apiClient.api.admin.programme.$get, 200>;

const weekdays = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const programme: Programme = {
  realms: [
    {
      id: 1,
      title: 'Ideation',
      state: 'live',
      opensAt: null,
      opensTimeZone: null,
      questCount: 4,
      hasFinalTask: true,
      tasks: [],
    },
    {
      id: 2,
      title: 'Connection',
      state: 'draft',
      opensAt: null,
      opensTimeZone: null,
      questCount: 1,
      hasFinalTask: false,
      tasks: [],
    },
  ],
  checkinPrompts: weekdays.map(
    (weekday) => `What will you make this ${weekday}?`,
  ) as unknown as Programme['checkinPrompts'],
  insights: [1, 2, 3, 4].map((n) => ({ text: `Quote ${n} words.`, author: `Author ${n}` })),
};

function serve(routes: Record<string, StubReply> = {}) {
  return stubApi({ 'GET /api/admin/programme': programme, ...routes });
}

async function renderProgramme() {
  renderAsStaff(<ProgrammeScreen />);
  await screen.findByRole('heading', { name: 'Realms' });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('the Programme tab', () => {
  it('says it is loading while the programme is on its way', () => {
    stubApi({ 'GET /api/admin/programme': neverAnswered });
    renderAsStaff(<ProgrammeScreen />);
    expect(screen.getByRole('status').textContent).toBe('Loading the programme...');
  });

  it('shows a failed load in the server’s words', async () => {
    stubApi({
      'GET /api/admin/programme': apiError(500, { code: 'INTERNAL', message: 'Try in a minute.' }),
    });
    renderAsStaff(<ProgrammeScreen />);
    expect(within(await screen.findByRole('alert')).getByText('Try in a minute.')).toBeTruthy();
  });

  it('lists the realms in order, each a link to its editor with its state and tasks', async () => {
    serve();
    await renderProgramme();
    const links = within(region('Realms')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/programme/realms/1',
      '/admin/programme/realms/2',
    ]);
    expect(links[0]!.textContent).toContain('Live');
    expect(links[0]!.textContent).toContain('4 quests and a final task');
    expect(links[1]!.textContent).toContain('Draft');
    expect(links[1]!.textContent).toContain('1 quest, no final task yet');
  });
});

describe('the daily check-in prompts', () => {
  const prompts = () => region('Daily check-in prompts');

  it('saves all seven once one changed, Sunday first, its button waiting meanwhile', async () => {
    const answer = heldReply({ prompts: programme.checkinPrompts });
    const api = serve({ 'PUT /api/admin/programme/checkin-prompts': answer.reply });
    await renderProgramme();
    const save = within(prompts()).getByRole('button', { name: 'Save prompts' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(within(prompts()).getByLabelText('Monday'), {
      target: { value: 'One small start today?' },
    });
    fireEvent.click(save);

    const busy = await within(prompts()).findByRole('button', { name: 'Saving...' });
    expect(busy).toHaveProperty('disabled', true);
    answer.release();
    expect(await screen.findByText('Check-in prompts saved')).toBeTruthy();
    const expected = [...programme.checkinPrompts];
    expected[1] = 'One small start today?';
    expect(api.changes()).toMatchObject([
      {
        method: 'PUT',
        path: '/api/admin/programme/checkin-prompts',
        body: { prompts: expected },
      },
    ]);
  });

  it('asks for a prompt left empty, beside its weekday, and sends nothing', async () => {
    const api = serve();
    await renderProgramme();
    const friday = within(prompts()).getByLabelText('Friday');
    fireEvent.change(friday, { target: { value: ' ' } });
    fireEvent.click(within(prompts()).getByRole('button', { name: 'Save prompts' }));
    await waitFor(() => expect(errorBeside(friday)).toBe('Please write the prompt.'));
    expect(api.changes()).toEqual([]);
  });

  it('shows a refused save in the server’s words', async () => {
    serve({
      'PUT /api/admin/programme/checkin-prompts': apiError(409, {
        code: 'CONFLICT',
        title: 'Changed Elsewhere',
        message: 'Another staff member saved the prompts a moment ago.',
      }),
    });
    await renderProgramme();
    fireEvent.change(within(prompts()).getByLabelText('Monday'), { target: { value: 'Hi?' } });
    fireEvent.click(within(prompts()).getByRole('button', { name: 'Save prompts' }));
    expect(await screen.findByText('Changed Elsewhere')).toBeTruthy();
    expect(screen.getByText('Another staff member saved the prompts a moment ago.')).toBeTruthy();
  });
});

describe('the insight quotes', () => {
  const quotes = () => region('Insight quotes');
  const quoteGroup = (n: number) => within(quotes()).getByRole('group', { name: `Quote ${n}` });

  it('saves the four quotes with their authors, its button waiting meanwhile', async () => {
    const answer = heldReply({ insights: programme.insights });
    const api = serve({ 'PUT /api/admin/programme/insights': answer.reply });
    await renderProgramme();
    fireEvent.change(within(quoteGroup(3)).getByLabelText('Author'), {
      target: { value: ' Octavia Butler ' },
    });
    fireEvent.click(within(quotes()).getByRole('button', { name: 'Save quotes' }));

    const busy = await within(quotes()).findByRole('button', { name: 'Saving...' });
    expect(busy).toHaveProperty('disabled', true);
    answer.release();
    expect(await screen.findByText('Quotes saved')).toBeTruthy();
    const expected = programme.insights.map((insight) => ({ ...insight }));
    expected[2]!.author = 'Octavia Butler';
    expect(api.changes()).toMatchObject([
      { method: 'PUT', path: '/api/admin/programme/insights', body: { insights: expected } },
    ]);
  });

  it('asks for an author left empty, beside it in its quote, and sends nothing', async () => {
    const api = serve();
    await renderProgramme();
    const author = within(quoteGroup(2)).getByLabelText('Author');
    fireEvent.change(author, { target: { value: '' } });
    fireEvent.click(within(quotes()).getByRole('button', { name: 'Save quotes' }));
    await waitFor(() => expect(errorBeside(author)).toBe('Please write the author.'));
    expect(errorBeside(within(quoteGroup(1)).getByLabelText('Author'))).toBeUndefined();
    expect(api.changes()).toEqual([]);
  });

  it('puts the server’s words about one quote beside it', async () => {
    const tooLong = 'Please keep the quote under 400 characters.';
    serve({
      'PUT /api/admin/programme/insights': apiError(422, {
        code: 'VALIDATION_FAILED',
        title: 'Quotes Not Saved',
        message: tooLong,
        problems: [{ path: 'insights.3.text', message: tooLong }],
      }),
    });
    await renderProgramme();
    fireEvent.change(within(quoteGroup(4)).getByLabelText('Quote'), {
      target: { value: 'A new quote.' },
    });
    fireEvent.click(within(quotes()).getByRole('button', { name: 'Save quotes' }));
    const text = within(quoteGroup(4)).getByLabelText('Quote');
    await waitFor(() => expect(errorBeside(text)).toBe(tooLong));
    expect(await screen.findByText('Quotes Not Saved')).toBeTruthy();
  });
});
