import { AppError } from '#shared/errors.ts';
import { dispositionFor, isLibrarySectionUnlocked, lockHintFor } from '#shared/rules/library.ts';
import type { Database } from '../../db/client.ts';
import type { AuthenticatedUser } from '../../http/app-env.ts';
import type { ServableFile } from '../../http/stored-file-response.ts';
import { canReadEveryLibraryFile } from '../../policies/library-files.policy.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { openRealmsAt, type CurriculumCache } from '../curriculum/curriculum-cache.ts';
import { completedRealmIdsOf } from '../realms/realms.service.ts';
import {
  findResource,
  listActiveResources,
  listUnseenUnlocks,
  markLibraryUnlockSeen,
} from './library.queries.ts';
import { presentLibraryResource } from '../../presenters/library.ts';

export type LibraryDeps = {
  db: Database;
  fileStore: FileStore;
  curriculum: CurriculumCache;
  clock: () => Date;
};

/** The realms creators can walk now, with their library sections, in order (decision 020). */
async function libraryRealmsOf(deps: LibraryDeps) {
  const realms = await openRealmsAt(deps.curriculum, deps.clock());
  return realms.filter((realm) => realm.quests.length > 0);
}

const realmTitleIn = (realms: readonly { id: number; title: string }[], realmId: number) =>
  realms.find((realm) => realm.id === realmId)?.title ?? `Realm ${realmId}`;

/**
 * The library's sections, one per open realm, as this creator may see them:
 * an unlocked one with its files, a locked one with its lock hint and what it
 * holds, but no file address. A realm staff are still writing has none yet.
 */
export async function getLibrary(deps: LibraryDeps, input: { userId: string }) {
  const [completedRealmIds, rows, realms] = await Promise.all([
    completedRealmIdsOf(deps, input),
    listActiveResources(deps.db),
    libraryRealmsOf(deps),
  ]);
  return {
    sections: realms.map(({ id: realmId, title }) => {
      const isUnlocked = isLibrarySectionUnlocked(realmId, completedRealmIds);
      return {
        realmId,
        realmTitle: title,
        isUnlocked,
        lockHint: isUnlocked ? null : lockHintFor(realmId),
        resources: rows
          .filter((row) => row.realmId === realmId)
          .map((row) => presentLibraryResource(row, isUnlocked)),
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
    const [completedRealmIds, realms] = await Promise.all([
      completedRealmIdsOf(deps, { userId: input.viewer.id }),
      libraryRealmsOf(deps),
    ]);
    const isOpenRealm = realms.some((realm) => realm.id === row.realmId);
    if (!isOpenRealm || !isLibrarySectionUnlocked(row.realmId, completedRealmIds)) throw notFound();
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
  const [rows, realms] = await Promise.all([
    listUnseenUnlocks(deps.db, input.userId),
    libraryRealmsOf(deps),
  ]);
  return {
    unlocks: rows.map((row) => ({ ...row, realmTitle: realmTitleIn(realms, row.realmId) })),
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
