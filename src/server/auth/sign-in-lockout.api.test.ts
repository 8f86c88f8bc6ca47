import { describe, expect, it } from 'vitest';
import { signInFailure } from '#server/db/schema/sign-in-failures.ts';
import {
  createUser,
  DEFAULT_PASSWORD,
  postJson,
  signIn,
  tokenFromInbox,
  uniqueEmail,
} from '#testing/auth-helpers.ts';
import { createTestApp, TEST_APP_URL, type TestApp } from '#testing/test-app.ts';
import { pruneSignInFailures } from './sign-in-lockout.service.ts';

const WRONG_PASSWORD = 'not-the-password-1';
const LONGEST_PAUSE_MS = 5 * 60_000;
const LOCK_MS = 15 * 60_000;
const LOCK_SUBJECT = 'Signing in to your Emberpath account is paused';

/**
 * An app behind a trusted proxy with better-auth's per-address rate limit on,
 * on a clock the test moves: each try below comes from its own address, so
 * only the per-account limit can stop them.
 */
async function setUp() {
  const clock = { now: new Date() };
  const testApp = await createTestApp(
    { rateLimitEnabled: true, trustProxy: true },
    { clock: () => clock.now },
  );
  const advance = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  let lastAddress = 0;
  /** One sign-in from an address no try has used yet. */
  const tryPassword = (email: string, password: string) => {
    lastAddress += 1;
    return signIn(
      testApp,
      { email, password },
      { 'x-forwarded-for': `203.0.${Math.floor(lastAddress / 250)}.${lastAddress % 250}` },
    );
  };
  return { testApp, clock, advance, tryPassword };
}

/** What a client can see of an answer. */
async function answerOf(response: Response) {
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as unknown,
  };
}

const lockEmailsTo = async (testApp: TestApp, email: string) => {
  await testApp.outbox.settle();
  return testApp.inbox.filter((sent) => sent.to === email && sent.subject === LOCK_SUBJECT);
};

const wrongPasswordAnswer = {
  status: 401,
  retryAfter: null,
  body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
};

function pausedAnswer(seconds: number, wait: string) {
  return {
    status: 429,
    retryAfter: String(seconds),
    body: {
      error: {
        code: 'RATE_LIMITED',
        message: `Too many wrong passwords for this email. Please try again in ${wait}.`,
      },
    },
  };
}

function lockedAnswer(seconds: number, wait: string) {
  return {
    status: 429,
    retryAfter: String(seconds),
    body: {
      error: {
        code: 'RATE_LIMITED',
        message:
          'Too many wrong passwords for this email, so signing in with a password is locked for ' +
          `15 minutes. Please try again in ${wait}, or choose a new password with "Forgot password?" to sign in now.`,
      },
    },
  };
}

describe('wrong passwords for one account', () => {
  it('pause for longer after five, and say when to try again', async () => {
    const { testApp, advance, tryPassword } = await setUp();
    const creator = await createUser(testApp);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await answerOf(await tryPassword(creator.email, WRONG_PASSWORD))).toEqual(
        wrongPasswordAnswer,
      );
    }
    // The right password waits too: the pause is on the account, not on guesses.
    expect(await answerOf(await tryPassword(creator.email, DEFAULT_PASSWORD))).toEqual(
      pausedAnswer(15, '15 seconds'),
    );
    advance(10_000);
    expect(await answerOf(await tryPassword(creator.email, WRONG_PASSWORD))).toEqual(
      pausedAnswer(5, '5 seconds'),
    );
    advance(5_000);
    expect(await answerOf(await tryPassword(creator.email, WRONG_PASSWORD))).toEqual(
      wrongPasswordAnswer,
    );
    expect(await answerOf(await tryPassword(creator.email, WRONG_PASSWORD))).toEqual(
      pausedAnswer(30, '30 seconds'),
    );
    advance(30_000);
    expect(await answerOf(await tryPassword(creator.email, WRONG_PASSWORD))).toEqual(
      wrongPasswordAnswer,
    );
    expect(await answerOf(await tryPassword(creator.email, WRONG_PASSWORD))).toEqual(
      pausedAnswer(60, '1 minute'),
    );
  });

  it('from 40 addresses lock the account at the 20th, even to the right password, until the lock ends', async () => {
    const { testApp, advance, tryPassword } = await setUp();
    const creator = await createUser(testApp);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 40; attempt += 1) {
      // A patient guesser waits out every pause before the lock; after it, it keeps trying.
      if (attempt <= 20) advance(LONGEST_PAUSE_MS);
      statuses.push((await tryPassword(creator.email, WRONG_PASSWORD)).status);
    }
    expect(statuses).toEqual([...Array<number>(20).fill(401), ...Array<number>(20).fill(429)]);

    advance(LOCK_MS - 60_000);
    expect(await answerOf(await tryPassword(creator.email, DEFAULT_PASSWORD))).toEqual(
      lockedAnswer(60, '1 minute'),
    );
    expect(await lockEmailsTo(testApp, creator.email)).toHaveLength(1);

    advance(60_000);
    expect((await tryPassword(creator.email, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('tell the owner once when the lock starts, with a way back in', async () => {
    const { testApp, advance, tryPassword } = await setUp();
    const creator = await createUser(testApp);
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      advance(LONGEST_PAUSE_MS);
      expect((await tryPassword(creator.email, WRONG_PASSWORD)).status).toBe(401);
    }
    const [notice] = await lockEmailsTo(testApp, creator.email);
    expect(notice!.text).toContain('with a wrong password 20 times in a row');
    expect(notice!.text).toContain(`${TEST_APP_URL}/auth/forgot-password`);

    // The same run of guesses goes on after the lock: each locks again, no new email.
    advance(LOCK_MS);
    expect((await tryPassword(creator.email, WRONG_PASSWORD)).status).toBe(401);
    expect((await tryPassword(creator.email, DEFAULT_PASSWORD)).status).toBe(429);
    expect(await lockEmailsTo(testApp, creator.email)).toHaveLength(1);
  });

  it('start again from zero after the right password', async () => {
    const { testApp, advance, tryPassword } = await setUp();
    const creator = await createUser(testApp);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await tryPassword(creator.email, WRONG_PASSWORD);
    }
    advance(15_000);
    expect((await tryPassword(creator.email, DEFAULT_PASSWORD)).status).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await tryPassword(creator.email, WRONG_PASSWORD)).status).toBe(401);
    }
    expect(await answerOf(await tryPassword(creator.email, WRONG_PASSWORD))).toEqual(
      pausedAnswer(15, '15 seconds'),
    );
  });

  it('are forgotten a day after the last one', async () => {
    const { testApp, advance, tryPassword } = await setUp();
    const creator = await createUser(testApp);
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      advance(LONGEST_PAUSE_MS);
      expect((await tryPassword(creator.email, WRONG_PASSWORD)).status).toBe(401);
    }
    advance(24 * 60 * 60_000);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await tryPassword(creator.email, WRONG_PASSWORD)).status).toBe(401);
    }
    expect((await tryPassword(creator.email, WRONG_PASSWORD)).status).toBe(429);
  });

  it('leave no row behind once pruned a day after the last one', async () => {
    const { testApp, clock, advance, tryPassword } = await setUp();
    await tryPassword(uniqueEmail('old'), WRONG_PASSWORD);
    advance(24 * 60 * 60_000 + 60_000);
    await tryPassword(uniqueEmail('recent'), WRONG_PASSWORD);
    expect(await pruneSignInFailures({ db: testApp.db }, { now: clock.now })).toEqual({
      deleted: 1,
    });
    expect(await testApp.db.select().from(signInFailure)).toHaveLength(1);
  });

  it('count every one of 20 sent at once: five reach the password, the rest wait (the lock is proven on PostgreSQL)', async () => {
    const { testApp, advance, tryPassword } = await setUp();
    const creator = await createUser(testApp);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => tryPassword(creator.email, WRONG_PASSWORD)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(15).fill(429)]);

    // Five counted, not fewer: the next one checked is the sixth, and earns a 30-second pause.
    advance(15_000);
    expect((await tryPassword(creator.email, WRONG_PASSWORD)).status).toBe(401);
    expect(await answerOf(await tryPassword(creator.email, WRONG_PASSWORD))).toEqual(
      pausedAnswer(30, '30 seconds'),
    );
  });

  it('answer alike for an email without an account, and email nobody', async () => {
    const { testApp, advance, tryPassword } = await setUp();
    const creator = await createUser(testApp);
    // Two tries every five minutes: free ones, paused ones, and the lock at the 20th wrong one.
    const answersFor = async (email: string) => {
      const answers = [];
      for (let round = 1; round <= 18; round += 1) {
        advance(LONGEST_PAUSE_MS);
        answers.push(await answerOf(await tryPassword(email, WRONG_PASSWORD)));
        answers.push(await answerOf(await tryPassword(email, WRONG_PASSWORD)));
      }
      answers.push(await answerOf(await tryPassword(email, DEFAULT_PASSWORD)));
      return answers;
    };
    const known = await answersFor(creator.email);
    const unknown = await answersFor(uniqueEmail('nobody'));
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toEqual(lockedAnswer(900, '15 minutes'));
    await testApp.outbox.settle();
    expect(testApp.inbox.filter((sent) => sent.subject === LOCK_SUBJECT)).toHaveLength(1);
  });

  it('are forgiven by a new password chosen through the emailed link', async () => {
    const { testApp, advance, tryPassword } = await setUp();
    const creator = await createUser(testApp);
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      advance(LONGEST_PAUSE_MS);
      await tryPassword(creator.email, WRONG_PASSWORD);
    }
    expect((await tryPassword(creator.email, DEFAULT_PASSWORD)).status).toBe(429);

    await postJson(testApp.app, '/api/auth/request-password-reset', {
      email: creator.email,
      redirectTo: '/auth/reset-password',
    });
    await testApp.outbox.settle();
    const resetEmail = testApp.inbox.find(
      (sent) => sent.to === creator.email && sent.subject === 'Reset your Emberpath password',
    );
    const token = /reset-password\/([^?\s]+)/.exec(resetEmail!.text)![1]!;
    const reset = await postJson(testApp.app, '/api/auth/reset-password', {
      token,
      newPassword: 'a-new-flame-42',
    });
    expect(reset.status).toBe(200);
    expect((await tryPassword(creator.email, 'a-new-flame-42')).status).toBe(200);
  });

  it('count the account’s password typed on the "Confirm your email" page, as sign-ins do', async () => {
    const { testApp, advance, tryPassword } = await setUp();
    const creator = await createUser(testApp);
    const token = await tokenFromInbox(testApp, creator.email, 'Confirm your email for Emberpath');
    const confirmWith = (password: string) =>
      postJson(testApp.app, '/api/auth/confirm-email', { token, password });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await confirmWith(WRONG_PASSWORD);
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ code: 'WRONG_ACCOUNT_PASSWORD' });
    }
    // One count per address: the page's guesses pause the sign-in, and the page itself.
    expect(await answerOf(await tryPassword(creator.email, DEFAULT_PASSWORD))).toEqual(
      pausedAnswer(15, '15 seconds'),
    );
    expect(await answerOf(await confirmWith(DEFAULT_PASSWORD))).toEqual(
      pausedAnswer(15, '15 seconds'),
    );
    advance(15_000);
    expect((await confirmWith(DEFAULT_PASSWORD)).status).toBe(200);
    // The right password ended the run.
    expect(await answerOf(await tryPassword(creator.email, WRONG_PASSWORD))).toEqual(
      wrongPasswordAnswer,
    );
  });

  it('count the address whatever its case, as better-auth finds the account', async () => {
    const { testApp, tryPassword } = await setUp();
    const creator = await createUser(testApp);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const email = attempt % 2 === 0 ? creator.email.toUpperCase() : creator.email;
      expect((await tryPassword(email, WRONG_PASSWORD)).status).toBe(401);
    }
    expect((await tryPassword(creator.email.toUpperCase(), DEFAULT_PASSWORD)).status).toBe(429);
  });
});
