import {
  messages,
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { onEveryPgliteTransaction } from './pglite-transaction-hook.ts';

/** Statements kept at once: the hot paths use a few dozen; the rest come and go. */
export const KEPT_STATEMENTS = 100;

/**
 * Bulk statements (a multi-row insert, a list of thousands of ids) are one-offs whose kept
 * plans would hold megabytes of PGlite's memory for nothing: above these they run unnamed.
 */
export const KEPT_TEXT_LIMIT = 16_384;
export const KEPT_PARAMETER_LIMIT = 100;

/**
 * Statements whose rows depend on the session, not on their text (a cursor's FETCH, SQL's
 * EXECUTE): a kept row description could be another statement's. PostgreSQL does not check
 * them again, so they run unnamed, described each time.
 */
const SESSION_SHAPED = /^\s*(fetch|move|execute)\b/i;

/**
 * What a kept statement answers once what it reads has changed under it: a table's columns
 * ("cached plan must not change result type", one case of 0A000) or the session's statements
 * dropped (DISCARD: 26000). The statement is forgotten and parsed again.
 */
const isStale = (error: unknown) =>
  error instanceof messages.DatabaseError &&
  (error.code === '26000' ||
    (error.code === '0A000' && error.message.includes('cached plan must not change')));

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

type KeptStatement = {
  name: string;
  /** The parameters' types, as PostgreSQL inferred them: each value is serialised by its type. */
  parameterTypes: number[];
  /** The rows' description, read once: results are parsed by it without asking each time. */
  rowDescription: BackendMessage | undefined;
};

type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

/**
 * PGlite runs every statement it is sent as an unnamed one: parsed, described and planned
 * again each time, on its one connection. The write path's statements are prepared by name
 * for PostgreSQL (decision 048), but PGlite's driver drops the name, so on the embedded
 * database a quest's completion spent more time parsing and planning its statements than
 * running them. This keeps them as the PostgreSQL driver does: each statement text is parsed
 * and described once, then bound and executed by its name, and PostgreSQL's plan cache keeps
 * its plan. The KEPT_STATEMENTS used most recently are kept; the one used least recently is
 * closed to make room (decision 049).
 *
 * PGlite's own `query` is followed step for step (its locks, its blob buffers, its parameter
 * serialisers, its result parser, a Sync whatever happens, its sync to disk outside
 * transactions); only the statement's name and the messages it no longer needs differ. A
 * query with a blob (COPY), a bulk statement and a session-shaped one are left to PGlite.
 */
export function keepPgliteStatements(client: PGlite) {
  const kept = new Map<string, KeptStatement>();
  let statementsNamed = 0;

  const send = (message: Uint8Array, options: QueryOptions | undefined) =>
    client.execProtocolStream(message, { ...options, syncToFs: false });

  const isKeepable = (text: string, params: unknown[], options: QueryOptions | undefined) =>
    !options?.blob &&
    text.length <= KEPT_TEXT_LIMIT &&
    params.length <= KEPT_PARAMETER_LIMIT &&
    !SESSION_SHAPED.test(text);

  // Types given with a text make another statement (drizzle gives none).
  const keyOf = (text: string, options: QueryOptions | undefined) =>
    options?.paramTypes ? `${options.paramTypes.join(',')}\n${text}` : text;

  /** The statement kept for `key`, made most recent; parsed and described on its first use. */
  async function statementFor(key: string, text: string, options: QueryOptions | undefined) {
    const known = kept.get(key);
    if (known) {
      kept.delete(key);
      kept.set(key, known);
      return known;
    }
    const oldest = kept.size >= KEPT_STATEMENTS ? kept.entries().next().value : undefined;
    if (oldest) {
      kept.delete(oldest[0]);
      await send(protocol.serialize.close({ type: 'S', name: oldest[1].name }), options);
    }
    const name = `emberpath_kept_${++statementsNamed}`;
    await send(protocol.serialize.parse({ name, text, types: options?.paramTypes }), options);
    const described = await send(protocol.serialize.describe({ type: 'S', name }), options);
    const statement: KeptStatement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
    kept.set(key, statement);
    return statement;
  }

  function serialise(values: unknown[], types: number[], options: QueryOptions | undefined) {
    return values.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = types[index]!;
      const serialiser = options?.serializers?.[type] ?? client.serializers[type];
      return serialiser ? serialiser(value) : String(value);
    });
  }

  /**
   * Forgets a statement gone stale and closes it, once the Sync has ended the failed run (till
   * then PostgreSQL ignores every message). False when no statement was kept for `key`.
   */
  async function forget(key: string, options: QueryOptions | undefined) {
    const statement = kept.get(key);
    if (!statement) return false;
    kept.delete(key);
    await send(protocol.serialize.close({ type: 'S', name: statement.name }), options);
    await send(protocol.serialize.sync(), options);
    return true;
  }

  /** One statement by its kept name; the caller holds PGlite's query lock. */
  async function run(
    key: string,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ) {
    const received: BackendMessage[] = [];
    // As PGlite's own query: no blob left from an earlier COPY is read by this one.
    await client._handleBlob(undefined);
    try {
      const statement = await statementFor(key, text, options);
      const values = serialise(params, statement.parameterTypes, options);
      received.push(
        ...(await send(protocol.serialize.bind({ statement: statement.name, values }), options)),
      );
      if (statement.rowDescription) received.push(statement.rowDescription);
      received.push(...(await send(protocol.serialize.execute({}), options)));
    } catch (error) {
      // As PGlite's own query: the error says which statement, with which values.
      if (error instanceof messages.DatabaseError)
        Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    } finally {
      received.push(...(await send(protocol.serialize.sync(), options)));
      await client._cleanupBlob();
    }
    // A COPY … TO '/dev/blob' leaves its file for the result, as in PGlite's own query.
    return parse.parseResults(
      received,
      client.parsers,
      options,
      await client._getWrittenBlob(),
    )[0]!;
  }

  /** `run`, forgetting a stale statement; outside a transaction it is parsed again at once. */
  async function runFresh(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ) {
    const key = keyOf(text, options);
    try {
      return await run(key, text, params, options);
    } catch (error) {
      if (!isStale(error) || !(await forget(key, options))) throw error;
      // Inside a transaction the failure has aborted it, as any failed statement would.
      if (inTransaction) throw error;
      return run(key, text, params, options);
    }
  }

  const query = client.query.bind(client) as Query;
  const keptQuery: Query = async (text, params = [], options) => {
    if (!isKeepable(text, params, options)) return query(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await runFresh(text, params, options, false);
        await client.syncToFs();
        return result;
      }),
    );
  };
  client.query = keptQuery as PGlite['query'];

  // Inside a transaction PGlite already holds its transaction lock, and syncs once at the end.
  onEveryPgliteTransaction(client, (tx) => {
    const txQuery = tx.query.bind(tx) as Query;
    const keptTxQuery: Query = async (text, params = [], options) => {
      if (tx.closed || !isKeepable(text, params, options)) return txQuery(text, params, options);
      return client._runExclusiveQuery(() => runFresh(text, params, options, true));
    };
    tx.query = keptTxQuery as Transaction['query'];
  });
}
