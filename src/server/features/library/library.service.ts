import { realms } from '#content/realms.ts';
import { AppError } from '#shared/errors.ts';
import { LIBRARY_REALM_IDS } from '#shared/library-limits.ts';
import { dispositionFor, isLibrarySectionUnlocked, lockHintFor } from '#shared/rules/library.ts';
import type { Database } from '../../db/client.ts';
import type { AuthenticatedUser } from '../../http/app-env.ts';
import type { ServableFile } from '../../http/stored-file-response.ts';
import { canReadEveryLibraryFile } from '../../policies/library-files.policy.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { completedRealmIdsOf } from '../realms/realms.service.ts';
import {
  findResource,
  listActiveResources,
  listUnseenUnlocks,
  markLibraryUnlockSeen,
} from './library.queries.ts';
import { toLibraryResource } from './library-views.ts';

export type LibraryDeps = { db: Database; fileStore: FileStore };

const realmTitleOf = (realmId: number) =>
  realms.find((realm) => realm.id === realmId)?.title ?? `Realm ${realmId}`;

/**
 * The three library sections as this creator may see them: an unlocked one
 * with its files, a locked one with its lock hint and what it holds, but no
 * file address.
 */
export async function getLibrary(deps: LibraryDeps, input: { userId: string }) {
  const [completedRealmIds, rows] = await Promise.all([
    completedRealmIdsOf(deps, input),
    listActiveResources(deps.db),
  ]);
  return {
    sections: LIBRARY_REALM_IDS.map((realmId) => {
      const isUnlocked = isLibrarySectionUnlocked(realmId, completedRealmIds);
      return {
        realmId,
        realmTitle: realmTitleOf(realmId),
        isUnlocked,
        lockHint: isUnlocked ? null : lockHintFor(realmId),
        resources: rows
          .filter((row) => row.realmId === realmId)
          .map((row) => toLibraryResource(row, isUnlocked)),
      };
    }),
  };
}

/**
 * The file of a resource this viewer may fetch. To a creator, a resource that
 * is deleted, has no file, or sits in a section they have not unlocked does
 * not exist (404: no bytes, no hint). Staff may fetch every file (canReadEveryLibraryFile).
 */
export async function findResourceFile(
  deps: LibraryDeps,
  input: { viewer: AuthenticatedUser; resourceId: string },
): Promise<ServableFile> {
  const notFound = () => new AppError('NOT_FOUND', { userMessage: 'There is no file here.' });
  const row = await findResource(deps.db, input.resourceId);
  if (!row?.fileKey) throw notFound();
  if (!canReadEveryLibraryFile(input.viewer)) {
    if (!row.isActive) throw notFound();
    const completedRealmIds = await completedRealmIdsOf(deps, { userId: input.viewer.id });
    if (!isLibrarySectionUnlocked(row.realmId, completedRealmIds)) throw notFound();
  }
  const contentType = row.contentType ?? 'application/octet-stream';
  return {
    fileKey: row.fileKey,
    fileName: row.fileName ?? 'resource',
    contentType,
    size: row.fileSize ?? 0,
    disposition: dispositionFor(contentType),
  };
}

/** Sections a realm completion opened that this creator has not been shown yet. */
export async function listUnseenSectionUnlocks(deps: LibraryDeps, input: { userId: string }) {
  const rows = await listUnseenUnlocks(deps.db, input.userId);
  return {
    unlocks: rows.map((row) => ({ ...row, realmTitle: realmTitleOf(row.realmId) })),
  };
}

/** The creator has seen 'New Resources Unlocked!' for this section; it will not show again. */
export async function markSectionUnlockSeen(
  deps: LibraryDeps,
  input: { userId: string; realmId: number },
) {
  await markLibraryUnlockSeen(deps.db, input.userId, input.realmId);
  return { realmId: input.realmId, isSeen: true as const };
}
