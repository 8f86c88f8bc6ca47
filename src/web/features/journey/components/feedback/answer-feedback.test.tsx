import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, heldReply, stubApi } from '#testing/api-stub.ts';
import { progressAfterRealm1 } from '#testing/progress-fixture.ts';
import { renderSignedIn } from '#testing/render.tsx';
import { CompletedAnswers } from '../progress/completed-answers.tsx';
import { QuestCard } from '../quests/quest-card.tsx';
import type { FeedbackHistory, FeedbackOverview, SentReview } from '../../utils/feedback-model.ts';

const progress = progressAfterRealm1();
const finalTask = progress.realms[0]!.finalTask!;
finalTask.content = 'My first line.\nMy second line.';

const anotherPass: SentReview = {
  id: 7,
  verdict: 'another_pass',
  criteria: [
    { criterion: 'Names one concrete next step', met: true },
    { criterion: 'Says why it matters to you', met: false },
  ],
  feedback: 'You found the step.\nNow tell me why it matters.',
  sentAt: '2026-11-20T10:00:00Z',
  coach: { name: 'Jordan Lee', image: null },
};

const greatWork: SentReview = {
  ...anotherPass,
  id: 8,
  verdict: 'great_work',
  criteria: [{ criterion: 'Names one concrete next step', met: true }],
  feedback: 'This is exactly it.',
};

function overview(parts: Partial<FeedbackOverview>): FeedbackOverview {
  return { items: [], waiting: [], ...parts };
}

const reviewedOnce = (review: SentReview, canRevise = review.verdict === 'another_pass') =>
  overview({
    items: [
      {
        questId: finalTask.id,
        realmId: 1,
        version: 1,
        review,
        canRevise,
        waitingForReview: false,
      },
    ],
  });

const questCard = () => <QuestCard quest={finalTask} isReadOnly isFinal />;

describe('the coach’s feedback on the quest card', () => {
  it('shows Great work with the coach, each criterion in words and the date', async () => {
    stubApi({ 'GET /api/feedback': reviewedOnce(greatWork) });
    renderSignedIn(questCard());
    const card = (await screen.findByRole('heading', { name: 'Great work' })).closest('section')!;
    expect(within(card).getByText('Jordan Lee')).toBeTruthy();
    const criteria = within(card).getByRole('list', { name: 'What your coach looked for' });
    expect(within(criteria).getByRole('listitem').textContent).toBe(
      'Met: Names one concrete next step',
    );
    expect(within(card).getByText('This is exactly it.')).toBeTruthy();
    expect(card.querySelector('time')?.getAttribute('dateTime')).toBe(greatWork.sentAt);
    expect(within(card).queryByRole('button', { name: /Revise/ })).toBeNull();
  });

  it('shows Take another pass warmly, with met and not yet criteria and the feedback’s line breaks', async () => {
    stubApi({ 'GET /api/feedback': reviewedOnce(anotherPass) });
    renderSignedIn(questCard());
    const card = (await screen.findByRole('heading', { name: 'Take another pass' })).closest(
      'section',
    )!;
    expect(within(card).getByText(/sees more in this/)).toBeTruthy();
    const items = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Met: Names one concrete next step',
      'Not yet: Says why it matters to you',
    ]);
    const words = within(card).getByText(/You found the step/);
    expect(words.textContent).toBe('You found the step.\nNow tell me why it matters.');
    expect(words.className).toContain('whitespace-pre-wrap');
    expect(within(card).getByRole('button', { name: 'Revise' })).toBeTruthy();
  });

  it('opens the answer for revising with its text, keeps the draft, and sends the revision', async () => {
    const sending = heldReply({});
    const api = stubApi({
      'GET /api/feedback': reviewedOnce(anotherPass),
      'POST /api/quests/:questId/revision': sending.reply,
    });
    const first = renderSignedIn(questCard());
    fireEvent.click(await screen.findByRole('button', { name: 'Revise' }));
    const field = screen.getByLabelText('Your revised answer') as HTMLTextAreaElement;
    expect(field.value).toBe('My first line.\nMy second line.');
    fireEvent.change(field, { target: { value: 'My first line.\nAnd why it matters.' } });
    first.unmount();

    // Reopened (a reload, say): the words being written are still there.
    renderSignedIn(questCard());
    fireEvent.click(await screen.findByRole('button', { name: 'Revise' }));
    expect((screen.getByLabelText('Your revised answer') as HTMLTextAreaElement).value).toBe(
      'My first line.\nAnd why it matters.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send revision' }));
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    sending.release();
    await waitFor(() => expect(screen.queryByLabelText('Your revised answer')).toBeNull());
    expect(api.changes()).toEqual([
      expect.objectContaining({
        path: `/api/quests/${finalTask.id}/revision`,
        body: { content: 'My first line.\nAnd why it matters.' },
      }),
    ]);
    // The feedback is asked for again (now waiting), and the draft is gone.
    await waitFor(() =>
      expect(api.sent().filter((sent) => sent === 'GET /api/feedback').length).toBe(3),
    );
    expect(localStorage.length).toBe(0);
  });

  it('says a refusal in words beside the form and keeps what was written', async () => {
    stubApi({
      'GET /api/feedback': reviewedOnce(anotherPass),
      'POST /api/quests/:questId/revision': apiError(409, {
        code: 'CONFLICT',
        title: 'Nothing to Revise',
        message: 'This answer has no feedback asking for another pass.',
      }),
    });
    renderSignedIn(questCard());
    fireEvent.click(await screen.findByRole('button', { name: 'Revise' }));
    fireEvent.change(screen.getByLabelText('Your revised answer'), {
      target: { value: 'A better answer.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send revision' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Nothing to ReviseThis answer has no feedback asking for another pass.',
    );
    expect((screen.getByLabelText('Your revised answer') as HTMLTextAreaElement).value).toBe(
      'A better answer.',
    );
  });

  it('puts the focus back on Revise on Cancel', async () => {
    stubApi({ 'GET /api/feedback': reviewedOnce(anotherPass) });
    renderSignedIn(questCard());
    fireEvent.click(await screen.findByRole('button', { name: 'Revise' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Your revised answer')),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Revise' }));
  });

  it('says quietly that an answer waits for a coach, and that the next quest is open', async () => {
    stubApi({
      'GET /api/feedback': overview({
        waiting: [{ questId: finalTask.id, version: 1, submittedAt: '2026-11-21T09:00:00Z' }],
      }),
    });
    renderSignedIn(questCard());
    expect(await screen.findByText('Waiting for a coach’s feedback')).toBeTruthy();
    expect(screen.getByText(/your next quest is open/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Great work|Take another pass/ })).toBeNull();
  });

  it('shows no feedback at all for an answer no coach was asked to read', async () => {
    const api = stubApi({ 'GET /api/feedback': overview({}) });
    renderSignedIn(questCard());
    await waitFor(() => expect(api.sent()).toContain('GET /api/feedback'));
    expect(screen.queryByText(/coach/i)).toBeNull();
  });

  it('loads the earlier versions and their feedback only when History is opened', async () => {
    const history: FeedbackHistory = {
      questId: finalTask.id,
      currentVersion: 2,
      canRevise: false,
      history: [
        {
          version: 2,
          content: 'The revised answer.',
          fileName: null,
          submittedAt: '2026-11-22T09:00:00Z',
          review: null,
        },
        {
          version: 1,
          content: 'The first answer.',
          fileName: null,
          submittedAt: '2026-11-19T09:00:00Z',
          review: anotherPass,
        },
      ],
    };
    const api = stubApi({
      'GET /api/feedback': overview({
        items: [
          {
            questId: finalTask.id,
            realmId: 1,
            version: 1,
            review: anotherPass,
            canRevise: false,
            waitingForReview: true,
          },
        ],
        waiting: [{ questId: finalTask.id, version: 2, submittedAt: '2026-11-22T09:00:00Z' }],
      }),
      'GET /api/quests/:questId/feedback': history,
    });
    renderSignedIn(questCard());
    // The latest feedback is about the earlier version, and there is nothing to revise now.
    expect(await screen.findByText(/left feedback on version 1/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revise' })).toBeNull();
    expect(screen.getByText(/Your revision \(version 2\) went to a coach/)).toBeTruthy();
    const summary = screen.getByText('History');
    expect(api.sent()).not.toContain(`GET /api/quests/${finalTask.id}/feedback`);

    const details = summary.closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(await within(details).findByText('The first answer.')).toBeTruthy();
    expect(within(details).queryByText('The revised answer.')).toBeNull();
    expect(within(details).getByRole('heading', { name: 'Take another pass' })).toBeTruthy();
    expect(api.sent()).toContain(`GET /api/quests/${finalTask.id}/feedback`);
  });

  it('brings the feedback into view with the focus on its heading when the notification led here', async () => {
    stubApi({ 'GET /api/feedback': reviewedOnce(anotherPass) });
    renderSignedIn(<QuestCard quest={finalTask} isReadOnly isFinal feedbackTakesFocus />);
    const heading = await screen.findByRole('heading', { name: 'Take another pass' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});

describe('the coach’s feedback on /profile/progress', () => {
  it('shows the feedback under the answer it is about, with the way to revise on the quest', async () => {
    stubApi({ 'GET /api/feedback': reviewedOnce(anotherPass) });
    renderSignedIn(<CompletedAnswers progress={progress} />);
    const heading = await screen.findByRole('heading', { name: 'Take another pass' });
    const answer = heading.closest('details')!;
    // Folded away, the answer still says where it stands with its coach.
    const summary = answer.querySelector('summary')!;
    expect(within(summary).getByText(finalTask.title)).toBeTruthy();
    expect(within(summary).getByText('Take another pass')).toBeTruthy();
    expect(
      within(answer).getByRole('link', { name: 'Revise on the quest' }).getAttribute('href'),
    ).toBe(`/quests?quest=${finalTask.id}#feedback`);
  });
});
