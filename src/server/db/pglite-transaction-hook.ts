import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * Calls `prepare` with every transaction object PGlite hands to a `transaction()` callback,
 * before the callback runs: PGlite makes a new one each time, with its own `query` and `exec`,
 * so what wraps the client's statements must wrap each transaction's too.
 */
export function onEveryPgliteTransaction(client: PGlite, prepare: (tx: Transaction) => void) {
  const transaction = client.transaction.bind(client);
  client.transaction = ((work: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      prepare(tx);
      return work(tx);
    })) as PGlite['transaction'];
}
