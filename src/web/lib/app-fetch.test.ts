import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '#shared/errors.ts';
import { appFetch } from './app-fetch.ts';

function answerWith(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

async function failureOf(request: Promise<unknown>): Promise<AppError> {
  const error = await request.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('appFetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the server’s title, message and problems', async () => {
    answerWith(409, {
      error: {
        code: 'CONFLICT',
        title: 'Quest Completed',
        message: 'You have already completed this quest.',
      },
    });
    const conflict = await failureOf(appFetch('/api/quests/r1-q1/complete'));
    expect(conflict).toMatchObject({
      code: 'CONFLICT',
      title: 'Quest Completed',
      userMessage: 'You have already completed this quest.',
    });

    const problems = [{ path: 'content', message: 'Too long' }];
    answerWith(422, { error: { code: 'VALIDATION_FAILED', message: 'Not valid.', problems } });
    const invalid = await failureOf(appFetch('/api/checkins'));
    expect(invalid.title).toBeUndefined();
    expect(invalid.problems).toEqual(problems);
  });

  it('falls back to the status when the body is not the server’s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 401 })),
    );
    expect((await failureOf(appFetch('/api/me'))).code).toBe('UNAUTHENTICATED');
  });
});
