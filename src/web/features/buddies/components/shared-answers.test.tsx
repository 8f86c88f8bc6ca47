import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi, type SentRequest } from '#testing/api-stub.ts';
import { renderSignedIn } from '#testing/render.tsx';
import type { SharedAnswers as SharedAnswersData } from '../api/get-shared-answers.ts';
import { SharedAnswers } from './shared-answers.tsx';

const jonas = { id: 'creator-2', name: 'Jonas', avatar: null };

const fromJonas = {
  id: 21,
  questId: 'r1-origin-story',
  questTitle: 'Origin Story',
  realmId: 1,
  answer: { content: 'I started filming in my kitchen.', fileName: null },
  sharedAt: '2026-11-20T10:00:00.000Z',
  reaction: null,
  from: jonas,
};

const mineToJonas = {
  id: 22,
  questId: 'r1-idea-storm',
  questTitle: 'Idea Storm',
  realmId: 1,
  answer: { content: 'Ten ideas about bread.', fileName: null },
  sharedAt: '2026-11-21T10:00:00.000Z',
  reaction: {
    reaction: 'lightbulb',
    comment: 'The sourdough one!',
    updatedAt: '2026-11-21T11:00:00.000Z',
  },
  with: jonas,
} as const;

const withBoth: SharedAnswersData = {
  buddies: [{ pairId: 7, ...jonas }],
  sharedWithMe: [fromJonas],
  mine: [mineToJonas],
};

describe('/buddies: shared answers', () => {
  it('shows the buddy’s answer with four named toggle reactions, and a press saves one', async () => {
    const sent: SentRequest[] = [];
    stubApi({
      'GET /api/buddies/shared': withBoth,
      'PUT /api/shares/:shareId/reaction': (request) => {
        sent.push(request);
        return {
          shareId: 21,
          reaction: 'heart',
          comment: null,
          updatedAt: '2026-11-22T10:00:00.000Z',
        };
      },
    });
    renderSignedIn(<SharedAnswers />);
    const section = (await screen.findByRole('heading', { name: 'Shared with you' })).closest(
      'section',
    )!;
    const card = within(section).getByRole('article', { name: 'Origin Story' });
    expect(within(card).getByText('I started filming in my kitchen.')).toBeTruthy();
    expect(within(card).getByText(/Jonas’s answer/)).toBeTruthy();

    const group = within(card).getByRole('group', { name: 'React to Jonas’s answer' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '✨Spark',
      '❤️Heart',
      '👏Clap',
      '💡Lightbulb',
    ]);
    const heart = within(group).getByRole('button', { name: 'Heart' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(sent.map((request) => request.body)).toEqual([{ reaction: 'heart' }]),
    );
  });

  it('takes a reaction back when it is pressed again', async () => {
    const sent: unknown[] = [];
    stubApi({
      'GET /api/buddies/shared': {
        ...withBoth,
        sharedWithMe: [
          {
            ...fromJonas,
            reaction: { reaction: 'spark', comment: null, updatedAt: '2026-11-22T10:00:00.000Z' },
          },
        ],
      },
      'PUT /api/shares/:shareId/reaction': (request) => {
        sent.push(request.body);
        return {
          shareId: 21,
          reaction: null,
          comment: null,
          updatedAt: '2026-11-22T10:00:00.000Z',
        };
      },
    });
    renderSignedIn(<SharedAnswers />);
    const spark = await screen.findByRole('button', { name: 'Spark' });
    expect(spark.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(spark);
    await waitFor(() => expect(sent).toEqual([{ reaction: null }]));
  });

  it('counts the comment, sends it alone, and shows a refusal beside the field', async () => {
    const sent: unknown[] = [];
    stubApi({
      'GET /api/buddies/shared': withBoth,
      'PUT /api/shares/:shareId/reaction': (request) => {
        sent.push(request.body);
        return apiError(422, {
          code: 'VALIDATION_FAILED',
          message: 'Some of what you sent is not valid.',
          problems: [
            { path: 'comment', message: 'Please keep your comment to 280 characters or fewer.' },
          ],
        });
      },
    });
    renderSignedIn(<SharedAnswers />);
    const field = await screen.findByRole('textbox', { name: 'Your comment for Jonas' });
    expect(screen.getByText(/^0 \/ 280/)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Lovely start.' } });
    expect(screen.getByText(/^13 \/ 280/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([{ comment: 'Lovely start.' }]);
    expect(screen.getByText('Please keep your comment to 280 characters or fewer.')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('Lovely start.');
  });

  it('keeps a comment being typed when a reaction is saved meanwhile', async () => {
    let reaction: string | null = null;
    stubApi({
      'GET /api/buddies/shared': () => ({
        ...withBoth,
        sharedWithMe: [
          {
            ...fromJonas,
            reaction: reaction && {
              reaction,
              comment: null,
              updatedAt: '2026-11-22T10:00:00.000Z',
            },
          },
        ],
      }),
      'PUT /api/shares/:shareId/reaction': () => {
        reaction = 'clap';
        return { shareId: 21, reaction, comment: null, updatedAt: '2026-11-22T10:00:00.000Z' };
      },
    });
    renderSignedIn(<SharedAnswers />);
    const field = await screen.findByRole('textbox', { name: 'Your comment for Jonas' });
    fireEvent.change(field, { target: { value: 'Half a thought' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clap' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Clap' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Clap' })).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      (screen.getByRole('textbox', { name: 'Your comment for Jonas' }) as HTMLTextAreaElement)
        .value,
    ).toBe('Half a thought');
  });

  it('shows my shared answer with the buddy’s reaction and comment', async () => {
    stubApi({ 'GET /api/buddies/shared': withBoth });
    renderSignedIn(<SharedAnswers />);
    const mine = (await screen.findByRole('heading', { name: 'Your shared answers' })).closest(
      'section',
    )!;
    const card = within(mine).getByRole('article', { name: 'Idea Storm' });
    expect(within(card).getByText('Lightbulb')).toBeTruthy();
    expect(within(card).getByText('The sourdough one!')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('says so when nothing is shared yet, and shows nothing without a buddy', async () => {
    stubApi({
      'GET /api/buddies/shared': { buddies: withBoth.buddies, sharedWithMe: [], mine: [] },
    });
    const first = renderSignedIn(<SharedAnswers />);
    expect(await screen.findByText(/Nothing shared with you yet/)).toBeTruthy();
    expect(screen.getByText(/You have not shared an answer yet/)).toBeTruthy();
    first.unmount();

    stubApi({ 'GET /api/buddies/shared': { buddies: [], sharedWithMe: [], mine: [] } });
    renderSignedIn(<SharedAnswers />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('says when the shared answers could not be loaded, with Try again', async () => {
    stubApi({
      'GET /api/buddies/shared': apiError(500, {
        code: 'INTERNAL',
        message: 'Something went wrong on our side.',
      }),
    });
    renderSignedIn(<SharedAnswers />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Shared answers could not be loaded')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
