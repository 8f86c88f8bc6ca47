import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, stubApi, type StubReply } from '#testing/api-stub.ts';
import { errorBeside, renderAsStaff } from '#testing/render-staff.tsx';
import { draftKeys, readDraft, writeDraft } from '#web/lib/use-draft.ts';
import { queueItem, queuePage, reviewDetail } from './review-fixtures.ts';
import { ReviewQueueScreen } from './review-queue-screen.tsx';
import { ReviewScreen } from './review-screen.tsx';

function ReviewRoute() {
  const requestId = Number(useParams().requestId);
  return <ReviewScreen key={requestId} requestId={requestId} />;
}

/** The review page of request 7, with the queue and the next request's page to move on to. */
function renderReview(routes: Record<string, StubReply> = {}, path = '/admin/reviews/7') {
  const api = stubApi({
    'GET /api/admin/reviews/7': reviewDetail(),
    'GET /api/admin/reviews/8': reviewDetail({
      id: 8,
      creator: { id: 'creator-3', name: 'Ada Byron', image: null },
      quest: { ...reviewDetail().quest, title: 'Ada’s Manifesto' },
    }),
    'GET /api/admin/reviews': queuePage({ items: [queueItem({ id: 8 })] }),
    'PUT /api/admin/reviews/:id/draft': (request) => ({
      ...(request.body as object),
      criteria: [],
      updatedAt: new Date().toISOString(),
    }),
    ...routes,
  });
  renderAsStaff(
    <Routes>
      <Route path="/admin/reviews" element={<ReviewQueueScreen />} />
      <Route path="/admin/reviews/:requestId" element={<ReviewRoute />} />
    </Routes>,
    { path },
  );
  return api;
}

const criterion = (name: string) => screen.getByRole('group', { name });
const feedbackBox = () => screen.getByRole('textbox', { name: /Feedback for the creator/ });

async function writeReview() {
  await screen.findByRole('heading', { name: 'Your Creative Manifesto' });
  fireEvent.click(within(criterion('Clear audience')).getByLabelText('Met'));
  fireEvent.click(within(criterion('One concrete next step')).getByLabelText('Not yet'));
  fireEvent.change(feedbackBox(), { target: { value: '  Lovely focus.\nNow pick a day.  ' } });
}

const kept = () => readDraft(draftKeys.review('creator-1', 7));

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the review form', () => {
  it('shows the answer as written: its prompt, its line breaks, and earlier versions folded away', async () => {
    renderReview();
    expect(
      await screen.findByText('Write the manifesto you will pin above your desk.'),
    ).toBeTruthy();
    const answer = screen.getByText(/I make videos for new gardeners/);
    expect(answer.textContent).toBe('I make videos for new gardeners.\nEvery week, one small win.');
    expect(answer.className).toContain('whitespace-pre-wrap');
    const earlier = screen.getByText(/Version 1/).closest('details')!;
    expect(earlier.open).toBe(false);
    expect(within(earlier).getByText('Who are they for?')).toBeTruthy();
  });

  it('asks for every criterion and the feedback before sending, beside each, the focus on the first', async () => {
    const api = renderReview();
    await screen.findByRole('heading', { name: 'Your Creative Manifesto' });
    fireEvent.click(screen.getByRole('button', { name: 'Great work' }));
    await waitFor(() =>
      expect(
        within(criterion('Clear audience')).getByText('Choose met or not yet for this criterion.'),
      ).toBeTruthy(),
    );
    expect(
      within(criterion('One concrete next step')).getByText(
        'Choose met or not yet for this criterion.',
      ),
    ).toBeTruthy();
    expect(errorBeside(feedbackBox())).toBe('Please write your feedback for the creator.');
    expect(document.activeElement).toBe(within(criterion('Clear audience')).getByLabelText('Met'));
    expect(api.changes().filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends Great work with each criterion, then opens the next answer in the queue', async () => {
    const api = renderReview({
      'POST /api/admin/reviews/7/review': Response.json({}, { status: 201 }),
    });
    await writeReview();
    expect(kept()).toContain('Lovely focus.');
    fireEvent.click(screen.getByRole('button', { name: 'Great work' }));
    expect(await screen.findByRole('heading', { name: 'Ada’s Manifesto' })).toBeTruthy();
    const sent = api.requests.find((request) => request.method === 'POST')!;
    expect(sent.path).toBe('/api/admin/reviews/7/review');
    expect(sent.body).toEqual({
      version: 2,
      criteria: [true, false],
      feedback: 'Lovely focus.\nNow pick a day.',
      verdict: 'great_work',
    });
    expect(kept()).toBe('');
  });

  it('keeps the buttons still while sending', async () => {
    let answer!: () => void;
    renderReview({
      'POST /api/admin/reviews/7/review': () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(Response.json({}, { status: 201 }));
        }),
    });
    await writeReview();
    fireEvent.click(screen.getByRole('button', { name: 'Take another pass' }));
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Great work' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    answer();
    expect(await screen.findByRole('heading', { name: 'Ada’s Manifesto' })).toBeTruthy();
  });

  it('says when the creator revised the answer meanwhile, and reads the new version on request', async () => {
    const api = renderReview({
      'POST /api/admin/reviews/7/review': apiError(409, {
        code: 'CONFLICT',
        title: 'Answer Revised',
        message: 'The creator revised this answer since you opened it. Read the new version first.',
      }),
    });
    await writeReview();
    fireEvent.click(screen.getByRole('button', { name: 'Great work' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Answer Revised')).toBeTruthy();
    expect(
      within(alert).getByText(
        'The creator revised this answer since you opened it. Read the new version first.',
      ),
    ).toBeTruthy();
    const detailReads = () =>
      api.sent().filter((sent) => sent === 'GET /api/admin/reviews/7').length;
    const before = detailReads();
    fireEvent.click(within(alert).getByRole('button', { name: 'Read the new version' }));
    await waitFor(() => expect(detailReads()).toBe(before + 1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((feedbackBox() as HTMLTextAreaElement).value).toContain('Lovely focus.');
  });

  it('goes back to the queue when another coach has already sent feedback', async () => {
    renderReview({
      'POST /api/admin/reviews/7/review': apiError(409, {
        code: 'CONFLICT',
        title: 'Already Reviewed',
        message: 'Sam Coach sent feedback on this answer already.',
      }),
    });
    await writeReview();
    fireEvent.click(screen.getByRole('button', { name: 'Take another pass' }));
    expect(await screen.findByRole('list', { name: 'Review queue' })).toBeTruthy();
    expect(await screen.findByText('Sam Coach sent feedback on this answer already.')).toBeTruthy();
  });

  it('saves the draft on the server after a pause, and says so', async () => {
    const api = renderReview();
    await writeReview();
    expect(await screen.findByText('Draft saved', {}, { timeout: 4_000 })).toBeTruthy();
    const saved = api.requests.filter((request) => request.method === 'PUT').at(-1)!;
    expect(saved.body).toEqual({
      criteria: [true, false],
      feedback: '  Lovely focus.\nNow pick a day.  ',
      verdict: null,
    });
    expect(kept()).toBe('');
  });

  it('keeps what was typed on this device when the draft cannot be saved', async () => {
    renderReview({
      'PUT /api/admin/reviews/:id/draft': () => Promise.reject(new TypeError('offline')),
    });
    await writeReview();
    expect(
      await screen.findByText(/Draft kept on this device/, {}, { timeout: 4_000 }),
    ).toBeTruthy();
    expect(JSON.parse(kept())).toEqual({
      criteria: ['met', 'not-yet'],
      feedback: '  Lovely focus.\nNow pick a day.  ',
    });
  });

  it('starts from my draft on the server, or from words kept here that the server has not had', async () => {
    writeDraft(
      draftKeys.review('creator-1', 7),
      JSON.stringify({ criteria: ['', 'met'], feedback: 'Typed offline' }),
    );
    renderReview({
      'GET /api/admin/reviews/7': reviewDetail({
        myDraft: {
          criteria: [
            { criterion: 'Clear audience', met: true },
            { criterion: 'One concrete next step', met: null },
          ],
          feedback: 'Saved before',
          verdict: null,
          updatedAt: '2026-11-28T08:00:00.000Z',
        },
      }),
    });
    await screen.findByRole('heading', { name: 'Your Creative Manifesto' });
    expect((feedbackBox() as HTMLTextAreaElement).value).toBe('Typed offline');
    expect(
      (within(criterion('One concrete next step')).getByLabelText('Met') as HTMLInputElement)
        .checked,
    ).toBe(true);
  });
});
