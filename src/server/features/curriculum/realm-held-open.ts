import { AppError } from '#shared/errors.ts';
import type { Database } from '../../db/client.ts';
import { holdRealmOpen } from './curriculum.queries.ts';

/**
 * Called in the transaction that stores a worksheet: the realm must still be
 * open, and stays so until the file is committed (staff cannot take it back to
 * draft in between). A completion takes the same hold in its upsert, and asks
 * here only when nothing was stored. One gone back to draft has no such quest.
 */
export async function assertRealmHeldOpen(tx: Database, realmId: number, now: Date) {
  if (!(await holdRealmOpen(tx, realmId, now)))
    throw new AppError('NOT_FOUND', { userMessage: 'There is no such quest.' });
}
