import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { serializeErrorWithoutValues } from './log-safe-error.ts';

function loggedLine(error: Error): string {
  let line = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      line += String(chunk);
      done();
    },
  });
  pino({ serializers: { err: serializeErrorWithoutValues } }, sink).error({ err: error }, 'failed');
  return line;
}

describe('database errors in the logs', () => {
  it('keep the query and the reason, never the values written', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "user_email_unique"'),
      {
        code: '23505',
        detail: 'Key (email)=(maya@example.com) already exists.',
      },
    );
    const error = new DrizzleQueryError(
      'insert into "user" ("email", "name") values ($1, $2)',
      ['maya@example.com', 'My secret plan for the launch'],
      cause,
    );
    const line = loggedLine(error);
    expect(line).toContain('insert into \\"user\\"');
    expect(line).toContain('user_email_unique');
    expect(line).not.toContain('maya@example.com');
    expect(line).not.toContain('My secret plan');
  });
});
