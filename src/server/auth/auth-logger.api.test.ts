import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '#server/logger.ts';
import { createUser, postJson, signIn, uniqueEmail } from '#testing/auth-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';

// console.error is watched for every test by src/testing/fail-on-console-error.ts.
const consoleMethods = ['log', 'info', 'warn', 'debug'] as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("better-auth's logs", () => {
  it('reach the server log as JSON entries, and nothing reaches the console', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    const consoleSpies = consoleMethods.map((method) => vi.spyOn(console, method));
    const testApp = await createTestApp({}, { logger });
    const creator = await createUser(testApp);

    const wrong = await signIn(testApp, { email: creator.email, password: 'not-the-password-1' });
    expect(wrong.status).toBe(401);
    const unknown = await signIn(testApp, { email: uniqueEmail(), password: 'not-the-password-1' });
    expect(unknown.status).toBe(401);
    // Refusals thrown from our own hooks go through better-auth's error path: no console either.
    const weak = await postJson(testApp.app, '/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: 'short',
      name: '',
    });
    expect(weak.status).toBe(400);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const fromBetterAuth = entries.filter((entry) => entry.source === 'better-auth');
    expect(fromBetterAuth).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'Invalid password' }),
    );
    expect(fromBetterAuth).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'User not found' }),
    );
    // better-auth's own formatting (a timestamp, colours, "[Better Auth]:") stays out of the message.
    for (const entry of fromBetterAuth) expect(entry.msg).toMatch(/^[A-Z][\w ]+$/);
    for (const spy of consoleSpies) expect(spy).not.toHaveBeenCalled();
  });

  it('follow the server log level: nothing at error level for a wrong password', async () => {
    const lines: string[] = [];
    const logger = createLogger('error', { write: (line: string) => lines.push(line) });
    const consoleSpies = consoleMethods.map((method) => vi.spyOn(console, method));
    const testApp = await createTestApp({}, { logger });
    const creator = await createUser(testApp);
    const wrong = await signIn(testApp, { email: creator.email, password: 'not-the-password-1' });
    expect(wrong.status).toBe(401);
    expect(lines).toEqual([]);
    for (const spy of consoleSpies) expect(spy).not.toHaveBeenCalled();
  });
});
