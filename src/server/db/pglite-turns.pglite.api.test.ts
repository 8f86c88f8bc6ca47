import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBackgroundWork } from '../background-work.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

const STATEMENTS = 50;

describe('background work on the embedded database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
  });
  afterAll(() => database.close());

  /** How many of the chain's statements had run when a timer set before it fired. */
  async function statementsBeforeATimer(chain: (run: () => Promise<void>) => Promise<void>) {
    let done = 0;
    let seenByTimer: number | undefined;
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        seenByTimer = done;
        resolve();
      }, 0),
    );
    await chain(async () => {
      for (let index = 0; index < STATEMENTS; index += 1) {
        await database.db.execute(sql`select 1`);
        done += 1;
      }
    });
    await timer;
    return seenByTimer;
  }

  it('lets the event loop turn between its statements, so requests are read meanwhile', async () => {
    // A request's own chain runs straight through: PGlite answers without I/O, so nothing else
    // runs until it ends (the reason background work must not do the same).
    expect(await statementsBeforeATimer((run) => run())).toBe(STATEMENTS);
    expect(await statementsBeforeATimer((run) => asBackgroundWork('long-pass', run))).toBeLessThan(
      STATEMENTS,
    );
  });
});
