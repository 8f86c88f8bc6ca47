import { getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';
import { holderCredentials } from './holder-credentials.ts';

/** Words that make a column look like a credential: a way in, or to act as someone. */
const credentialWords = new Set([
  'token',
  'secret',
  'password',
  'hash',
  'auth',
  'endpoint',
  'subscription',
  'feed',
  'credential',
  'api',
  'p256dh',
]);

/** A table may be a credential by its name too (`api_key`); a column named `…_key` is a stored file's name. */
const tableWords = new Set([...credentialWords, 'key', 'keys']);

const wordsOf = (name: string) => name.toLowerCase().split(/[^a-z0-9]+/);

function isLinkedToUser(table: PgTable) {
  return getTableConfig(table).foreignKeys.some(
    (foreignKey) => foreignKey.reference().foreignTable === schema.user,
  );
}

/** Every table linked to `user` whose name, or one of whose columns, reads like a credential. */
function credentialLikeTables() {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .filter(isLinkedToUser)
    .filter((table) => {
      const columns = Object.values(getTableColumns(table)).map((column) => column.name);
      return (
        wordsOf(getTableConfig(table).name).some((word) => tableWords.has(word)) ||
        columns.some((column) => wordsOf(column).some((word) => credentialWords.has(word)))
      );
    })
    .map((table) => getTableConfig(table).name)
    .sort();
}

describe('the credentials an unproven holder may have set (decision 033)', () => {
  it('list every table linked to an account that holds a token, secret, key or subscription', () => {
    const listed = holderCredentials.map((credential) => getTableConfig(credential.table).name);
    // A new table here fails the test until holder-credentials.ts clears it at a proof, or says why not.
    expect(listed.sort()).toEqual(credentialLikeTables());
  });

  it('give a reason for every kind a proof keeps', () => {
    for (const credential of holderCredentials) {
      if ('keptBecause' in credential) expect(credential.keptBecause.length).toBeGreaterThan(40);
    }
  });
});
