import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { KEPT_PARAMETER_LIMIT, KEPT_STATEMENTS } from './pglite-statements.ts';
import { rowsOf } from './raw-rows.ts';

type Kept = { statement: string; calls: number };

describe('statements PGlite keeps by name', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await database.db.execute(
      sql`create table kept_probe (id int primary key, note text, at timestamptz, tags text[], data jsonb)`,
    );
  });
  afterAll(() => database.close());

  /** The session's named statements, with how often each ran (PostgreSQL's own count). */
  async function keptStatements(): Promise<Kept[]> {
    return rowsOf<Kept>(
      await database.db.execute(sql`
        select statement, (generic_plans + custom_plans)::int as calls
        from pg_prepared_statements where not from_sql`),
    );
  }

  it('parses a statement once and runs it by name after that, in and out of transactions', async () => {
    const readNote = (id: number) =>
      sql`select note from kept_probe where id = ${id} /* read-note */`;
    await database.db.execute(sql`insert into kept_probe (id, note) values (${1}, ${'first'})`);
    for (let i = 0; i < 3; i++) await database.db.execute(readNote(1));
    await database.db.transaction(async (tx) => {
      await tx.execute(readNote(1));
    });

    const kept = (await keptStatements()).filter((row) => row.statement.includes('read-note'));
    expect(kept).toEqual([{ statement: expect.stringContaining('kept_probe'), calls: 4 }]);
  });

  it('serialises values by their types and parses rows as PGlite does', async () => {
    const at = new Date('2026-11-29T08:30:00.000Z');
    const insert = (id: number) => sql`
      insert into kept_probe (id, note, at, tags, data)
      values (${id}, ${null}, ${at}, ${sql.param(['a', 'b,c'])}, ${JSON.stringify({ streak: 3 })})
      returning id, note, at, tags, data`;
    const first = rowsOf(await database.db.execute(insert(10)));
    // The second run goes by the kept statement's name and description.
    const second = rowsOf(await database.db.execute(insert(11)));

    for (const [row, id] of [
      [first[0], 10],
      [second[0], 11],
    ] as const)
      // The timestamp as text: drizzle's own parsers for the query, not PGlite's, read it.
      expect(row).toEqual({
        id,
        note: null,
        at: '2026-11-29 08:30:00+00',
        tags: ['a', 'b,c'],
        data: { streak: 3 },
      });
  });

  it('keeps one text sent with other parameter types as another statement', async () => {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const typed = async (type: number) =>
      (await client.query('select $1 as value', ['5'], { paramTypes: [type] })).rows;
    const integer = 23;
    const text = 25;

    expect(await typed(integer)).toEqual([{ value: 5 }]);
    expect(await typed(text)).toEqual([{ value: '5' }]);
    expect(await typed(integer)).toEqual([{ value: 5 }]);
  });

  it('reports a failed statement as PGlite does, and runs it again once the cause is gone', async () => {
    const insertOne = () => database.db.execute(sql`insert into kept_probe (id) values (${20})`);
    await insertOne();
    const failure = await insertOne().catch((error: unknown) => error);
    expect(failure).toMatchObject({
      cause: { code: '23505', query: expect.stringContaining('kept_probe') },
    });

    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`delete from kept_probe where id = ${20}`);
        await tx.execute(sql`insert into kept_probe (id) values (${20})`);
        throw new Error('taken back');
      }),
    ).rejects.toThrow('taken back');
    await expect(database.db.execute(sql`select not a column`)).rejects.toThrow();

    await database.db.execute(sql`delete from kept_probe where id = ${20}`);
    await insertOne();
    const [row] = rowsOf<{ count: number }>(
      await database.db.execute(sql`select count(*)::int as count from kept_probe where id = 20`),
    );
    expect(row).toEqual({ count: 1 });
  });

  it('parses a statement again once a table changed under it, or the session dropped it', async () => {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    await client.exec(`create table stale_probe (id int primary key, score int);
      insert into stale_probe values (1, 5)`);
    const read = () => client.query('select * from stale_probe where id = $1', [1]);
    await read();

    await client.exec('alter table stale_probe alter column score type text');
    expect((await read()).rows).toEqual([{ id: 1, score: '5' }]);

    // In a transaction the stale statement fails it once, as any failed statement would.
    await client.exec('alter table stale_probe add column note text');
    await expect(
      client.transaction((tx) => tx.query('select * from stale_probe where id = $1', [1])),
    ).rejects.toMatchObject({ code: '0A000' });
    expect((await read()).rows).toEqual([{ id: 1, score: '5', note: null }]);

    await client.exec('discard all');
    expect((await read()).rows).toEqual([{ id: 1, score: '5', note: null }]);
  });

  it('runs bulk and session-shaped statements unnamed', async () => {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const many = Array.from({ length: KEPT_PARAMETER_LIMIT + 1 }, (_, index) => index);
    const placeholders = many.map((index) => `$${index + 1}::int`).join(', ');
    const bulk = await client.query(`select greatest(${placeholders}) as highest /* bulk */`, many);
    expect(bulk.rows).toEqual([{ highest: KEPT_PARAMETER_LIMIT }]);

    // The same FETCH text reads rows of another shape from another cursor.
    const fetched = await client.transaction(async (tx) => {
      await tx.exec('declare probe cursor for select 1 as first');
      const before = (await tx.query('fetch all from probe')).rows;
      await tx.exec(`close probe; declare probe cursor for select 'x' as second, 2 as third`);
      return [before, (await tx.query('fetch all from probe')).rows];
    });
    expect(fetched).toEqual([[{ first: 1 }], [{ second: 'x', third: 2 }]]);

    const kept = await keptStatements();
    expect(kept.filter((row) => /bulk|fetch/.test(row.statement))).toEqual([]);
  });

  it(`keeps at most ${KEPT_STATEMENTS} statements, closing the one used least recently`, async () => {
    const hot = () => database.db.execute(sql`select 1 as hot /* hot */`);
    await hot();
    for (let i = 0; i < KEPT_STATEMENTS * 2; i++) {
      await database.db.execute(sql.raw(`select ${i} as passing`));
      if (i % 10 === 0) await hot();
    }

    const kept = await keptStatements();
    expect(kept.length).toBeLessThanOrEqual(KEPT_STATEMENTS);
    expect(kept.filter((row) => row.statement.includes('/* hot */'))).toEqual([
      { statement: expect.any(String), calls: KEPT_STATEMENTS / 5 + 1 },
    ]);
    expect(kept.some((row) => row.statement === 'select 0 as passing')).toBe(false);
  });
});
