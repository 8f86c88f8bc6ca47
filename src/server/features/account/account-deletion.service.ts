import { APIError } from 'better-auth/api';
import { AppError } from '#shared/errors.ts';
import { isSameEmail } from '#shared/rules/profile.ts';
import type { AccountDeletionHooks, Auth } from '../../auth/auth.ts';
import { hasPassword } from '../../auth/profile-user.queries.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { pseudonymiseAuditActor } from '../audit/audit.service.ts';
import type { CurriculumCache } from '../curriculum/curriculum-cache.ts';
import { forgetDeletedCreator } from '../insights/rollup.service.ts';
import { giveUpStaffRole } from '../staff/staff.service.ts';
import {
  eraseByAddress,
  eraseShippedClaims,
  eraseWebhookDeliveries,
  lockAccount,
} from './account-deletion.queries.ts';
import { listCreatorFiles } from './account-export.queries.ts';

type DeletionDeps = {
  db: Database;
  fileStore: FileStore;
  curriculum: CurriculumCache;
  logger: Logger;
  clock: () => Date;
};

/**
 * What deleting an account does besides removing the user row (whose
 * foreign keys cascade to every table that references it): before, in one
 * transaction that first locks the row, shipped kit claims are kept with
 * their personal fields erased and rows that know the creator only by address
 * are erased, as are webhook messages about them; after the row is gone, their files leave the
 * store and their facts leave the insights' rollup.
 */
export function createAccountDeletionHooks(deps: DeletionDeps): AccountDeletionHooks {
  const filesToDelete = new Map<string, string[]>();
  return {
    beforeDelete: async (user) => {
      const fileKeys = await deps.db.transaction(async (tx) => {
        await giveUpStaffRole(tx, user.id);
        if (!(await lockAccount(tx, user.id))) throw new APIError('NOT_FOUND');
        await pseudonymiseAuditActor(tx, user.id);
        const files = await listCreatorFiles(tx, user.id);
        await eraseShippedClaims(tx, user.id, deps.clock());
        await eraseByAddress(tx, { userId: user.id, email: user.email });
        await eraseWebhookDeliveries(tx, { userId: user.id, email: user.email });
        return [
          ...files.worksheets.map((file) => file.fileKey),
          ...(files.avatarKey ? [files.avatarKey] : []),
        ];
      });
      filesToDelete.set(user.id, fileKeys);
    },
    afterDelete: async (user) => {
      try {
        await forgetDeletedCreator(deps, { userId: user.id, now: deps.clock() });
      } catch (error) {
        // The account is gone; the rollup's next pass takes its facts out instead.
        deps.logger.error({ err: error }, 'insights of a deleted account not yet forgotten');
      }
      const fileKeys = filesToDelete.get(user.id) ?? [];
      filesToDelete.delete(user.id);
      for (const fileKey of fileKeys) {
        try {
          await deps.fileStore.delete(fileKey);
        } catch (error) {
          // The account is gone either way; the operator can remove what is named here.
          deps.logger.error({ err: error, fileKey }, 'file of a deleted account not removed');
        }
      }
    },
  };
}

const refusal = (title: string, userMessage: string) =>
  new AppError('VALIDATION_FAILED', { title, userMessage });

/** The words for better-auth's refusals of delete-user. */
function toAppError(error: APIError): AppError {
  const code = (error.body as { code?: string } | undefined)?.code;
  if (code === 'INVALID_PASSWORD')
    return refusal('Wrong Password', 'That password is not right. Your account was not deleted.');
  if (code === 'SESSION_EXPIRED')
    return new AppError('FORBIDDEN', {
      title: 'Sign In Again',
      userMessage: 'For your safety, sign out and in again, then delete your account.',
    });
  if (error.statusCode === 401 || error.statusCode === 404) return new AppError('UNAUTHENTICATED');
  return new AppError('INTERNAL', { message: error.message });
}

/**
 * Deletes the signed-in creator's account through better-auth's delete-user
 * (which checks the password, or a recent sign-in for accounts without one),
 * after checking the address they typed. Answers the headers that end the
 * session in the browser.
 */
export async function deleteAccount(
  deps: { db: Database; auth: Auth },
  input: { userId: string; email: string; typedEmail: string; password?: string; headers: Headers },
): Promise<Headers> {
  if (!isSameEmail(input.typedEmail, input.email)) {
    throw refusal(
      'Check Your Email',
      'Type the email address of your account, exactly as it is, to confirm.',
    );
  }
  if ((await hasPassword(deps.db, input.userId)) && !input.password) {
    throw refusal('Password Required', 'Please enter your password to confirm.');
  }
  try {
    const result = await deps.auth.api.deleteUser({
      body: input.password ? { password: input.password } : {},
      headers: input.headers,
      returnHeaders: true,
    });
    return result.headers;
  } catch (error) {
    if (error instanceof APIError) throw toAppError(error);
    throw error;
  }
}
