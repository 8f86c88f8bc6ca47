import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduler } from '../scheduler.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

describe('how long background work holds the embedded database', () => {
  const holds: [string, number][] = [];
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({
      kind: 'pglite',
      onBackgroundHold: (work, seconds) => holds.push([work, seconds]),
    });
  });
  afterAll(() => database.close());

  it('times a job’s transactions and its statements under the job’s name, and nothing of requests', async () => {
    const scheduler = createScheduler({
      clock: () => new Date(),
      logger: pino({ level: 'silent' }),
      jobs: [
        {
          name: 'slow-pass',
          runDue: async () => {
            await database.db.transaction(async (tx) => {
              await tx.execute(sql`select pg_sleep(0.06)`);
              await tx.execute(sql`select 1`);
            });
            await database.db.execute(sql`select pg_sleep(0.02)`);
          },
        },
      ],
    });
    // A request's transaction, meanwhile: waited for, never counted as a hold.
    const request = database.db.transaction((tx) => tx.execute(sql`select pg_sleep(0.03)`));
    await Promise.all([scheduler.runDue(new Date()), request]);

    expect(holds.map(([work]) => work)).toEqual(['slow-pass', 'slow-pass']);
    const [transaction, statement] = holds.map(([, seconds]) => seconds);
    expect(transaction).toBeGreaterThanOrEqual(0.06);
    expect(statement).toBeGreaterThanOrEqual(0.02);
  });
});
