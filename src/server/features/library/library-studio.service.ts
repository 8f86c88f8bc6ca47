import { randomBytes } from 'node:crypto';
import type { RealmDefinition } from '#shared/content-types.ts';
import { AppError } from '#shared/errors.ts';
import {
  FILE_TOO_LARGE_MESSAGE,
  MAX_RESOURCE_BYTES,
  resourceContentTypes,
} from '#shared/library-limits.ts';
import { allTasksOf, realmUnlockedBy } from '#shared/rules/realm-progress.ts';
import type { ResourceInput, ResourceUpdate } from '#shared/schemas/library.ts';
import { listUserIds } from '../../auth/users.queries.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { receiveUpload, type UploadRules } from '../../storage/streamed-upload.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import {
  postNotification,
  rewordNotificationsAbout,
} from '../notifications/notifications.service.ts';
import { openRealmsAt } from '../curriculum/curriculum-cache.ts';
import { realmsOpenAt, type Curriculum } from '../curriculum/curriculum-snapshot.ts';
import { usersWhoCompletedRealm } from '../realms/realms.service.ts';
import {
  deactivateResource,
  findActiveResource,
  insertResource,
  listActiveResources,
  swapResourceFile,
  updateActiveResource,
  type ResourceRow,
} from './library.queries.ts';
import { resourceAddedNotification, resourceRemovedWords } from './library-notifications.ts';
import { readStagedResourceFile, stageResourceFile } from './staged-resource-file.ts';
import type { LibraryDeps } from './library.service.ts';
import { presentStudioResource } from '../../presenters/library.ts';

const resourceUploadRules: UploadRules = {
  acceptedTypes: resourceContentTypes,
  maxBytes: MAX_RESOURCE_BYTES,
  tooLargeMessage: FILE_TOO_LARGE_MESSAGE,
  unsupportedMessage:
    'Please upload a PDF, an image (PNG, JPG), audio (MP3, WAV) or video (MP4, MOV, AVI).',
  fallbackName: 'resource',
};

const noSuchResource = () =>
  new AppError('NOT_FOUND', { userMessage: 'This resource does not exist or was deleted.' });

/** `realm-{n}/{timestamp}-{random}.{ext}`: never guessable, never derived from the file's name. */
function resourceKey(realmId: number, extension: string): string {
  return `realm-${realmId}/${Date.now()}-${randomBytes(8).toString('hex')}${extension}`;
}

/** A resource may be the template of a quest, but only of a quest in its own realm. */
function assertQuestInRealm(
  curriculum: Curriculum,
  questId: string | null | undefined,
  realmId: number,
) {
  if (!questId) return;
  const realm = curriculum.realms.find((candidate) => candidate.id === realmId);
  if (!realm || !allTasksOf(realm).some((task) => task.id === questId)) {
    throw new AppError('VALIDATION_FAILED', {
      userMessage: `That quest is not part of Realm ${realmId}.`,
      problems: [{ path: 'questId', message: `is not a quest of realm ${realmId}` }],
    });
  }
}

/** Everyone whose library section holds this resource now: those past the realm that unlocks it. */
async function notifyResourceAdded(
  tx: Database,
  input: { resource: ResourceRow; staffId: string; openRealms: readonly RealmDefinition[] },
) {
  const { realmId, title, id } = input.resource;
  const realm = input.openRealms.find(
    (candidate) => candidate.id === realmId && candidate.quests.length > 0,
  );
  // A section of a realm staff are still writing is news to nobody yet.
  if (!realm) return;
  const unlockedBy = realmUnlockedBy(realmId);
  const recipients =
    unlockedBy === null
      ? await listUserIds(tx)
      : await usersWhoCompletedRealm({ db: tx }, { realmId: unlockedBy });
  const realmTitle = realm.title;
  for (const recipientId of recipients) {
    if (recipientId === input.staffId) continue;
    await postNotification(
      tx,
      resourceAddedNotification(recipientId, { id, title, realmId, realmTitle }),
    );
  }
}

export async function listStudioResources(deps: LibraryDeps) {
  const rows = await listActiveResources(deps.db);
  return { resources: rows.map(presentStudioResource) };
}

/** What the audit trail keeps of a resource before and after a change. */
const auditedFieldsOf = (row: ResourceRow) => ({
  title: row.title,
  description: row.description,
  type: row.type,
  realmId: row.realmId,
  questId: row.questId,
  fileName: row.fileName,
  isActive: row.isActive,
});

const auditResource = (
  tx: Database,
  actor: AuditActor,
  verb: 'create' | 'update' | 'delete' | 'file',
  before: ResourceRow | undefined,
  after: ResourceRow | undefined,
) =>
  recordAudit(tx, {
    actor,
    action: `resource.${verb}`,
    target: { type: 'resource', id: (after ?? before)!.id },
    before: before ? auditedFieldsOf(before) : null,
    after: after ? auditedFieldsOf(after) : null,
  });

export type StudioDeps = LibraryDeps & { secret: string };

/**
 * Checks and stores a file for a resource not created yet (see
 * staged-resource-file.ts): a refused file is refused here, before any
 * resource exists. Answers the token `createResource` takes.
 */
export async function stageResourceUpload(
  deps: StudioDeps,
  input: {
    fileName: string;
    declaredLength: number | undefined;
    body: ReadableStream<Uint8Array> | null;
  },
) {
  const stored = await receiveUpload({
    ...input,
    rules: resourceUploadRules,
    fileStore: deps.fileStore,
    keyFor: (extension) => `library/${Date.now()}-${randomBytes(8).toString('hex')}${extension}`,
  });
  return {
    fileToken: stageResourceFile(deps.secret, stored, deps.clock()),
    fileName: stored.fileName,
    fileSize: stored.fileSize,
  };
}

/**
 * Creates a resource, with the file staged for it if any, in one
 * transaction: a resource that arrives with its file is news to the
 * creators whose section holds it, at once.
 */
export async function createResource(
  deps: StudioDeps,
  input: { actor: AuditActor; resource: ResourceInput },
) {
  const { fileToken, ...resource } = input.resource;
  // Read before the transaction: the curriculum is read on the app's own connection.
  const curriculum = await deps.curriculum.get();
  assertQuestInRealm(curriculum, resource.questId, resource.realmId);
  const openRealms = realmsOpenAt(curriculum, deps.clock());
  const file = fileToken ? readStagedResourceFile(deps.secret, fileToken, deps.clock()) : undefined;
  const row = await deps.db
    .transaction(async (tx) => {
      const inserted = await insertResource(tx, {
        ...resource,
        description: resource.description || null,
        questId: resource.questId ?? null,
        createdBy: input.actor.id,
        ...file,
      });
      await auditResource(tx, input.actor, 'create', undefined, inserted);
      if (file)
        await notifyResourceAdded(tx, { resource: inserted, staffId: input.actor.id, openRealms });
      return inserted;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? fileAlreadyUsed() : error;
    });
  return presentStudioResource(row);
}

const fileAlreadyUsed = () =>
  new AppError('CONFLICT', {
    title: 'File Already Used',
    userMessage: 'That upload already belongs to another resource. Please choose the file again.',
  });

export async function updateResource(
  deps: StudioDeps,
  input: { actor: AuditActor; resourceId: string; changes: ResourceUpdate },
) {
  // Read before the transaction: the curriculum is read on the app's own connection.
  const curriculum = await deps.curriculum.get();
  const row = await deps.db.transaction(async (tx) => {
    const current = await findActiveResource(tx, input.resourceId);
    if (!current) throw noSuchResource();
    const { changes } = input;
    assertQuestInRealm(
      curriculum,
      changes.questId === undefined ? current.questId : changes.questId,
      changes.realmId ?? current.realmId,
    );
    const updated = await updateActiveResource(tx, input.resourceId, {
      ...changes,
      ...(changes.description !== undefined && { description: changes.description || null }),
    });
    if (!updated) throw noSuchResource();
    await auditResource(tx, input.actor, 'update', current, updated);
    return updated;
  });
  return presentStudioResource(row);
}

/** Soft delete: creators stop seeing it at once; its file stays in the store until a purge. */
export async function deleteResource(
  deps: LibraryDeps,
  input: { actor: AuditActor; resourceId: string },
) {
  await deps.db.transaction(async (tx) => {
    const current = await findActiveResource(tx, input.resourceId);
    if (!current || !(await deactivateResource(tx, input.resourceId))) throw noSuchResource();
    await auditResource(tx, input.actor, 'delete', current, { ...current, isActive: false });
    await rewordNotificationsAbout(tx, resourceRemovedWords(input.resourceId));
  });
  return { id: input.resourceId, isActive: false as const };
}

/**
 * Stores a resource's (new) file. The old file stays in place, and served,
 * until the new one is completely stored and recorded; only then is it
 * removed. A refused or failed upload changes nothing.
 */
export async function replaceResourceFile(
  deps: StudioDeps,
  input: {
    resourceId: string;
    actor: AuditActor;
    fileName: string;
    declaredLength: number | undefined;
    body: ReadableStream<Uint8Array> | null;
  },
) {
  const current = await findActiveResource(deps.db, input.resourceId);
  if (!current) throw noSuchResource();
  const openRealms = await openRealmsAt(deps.curriculum, deps.clock());
  const stored = await receiveUpload({
    ...input,
    rules: resourceUploadRules,
    fileStore: deps.fileStore,
    keyFor: (extension) => resourceKey(current.realmId, extension),
  });
  const swapped = await deps.db
    .transaction(async (tx) => {
      const result = await swapResourceFile(tx, input.resourceId, stored);
      if (result) await auditResource(tx, input.actor, 'file', current, result.row);
      // Its first file is when a resource arrives for creators: tell those whose section is open.
      if (result && result.replacedKey === null)
        await notifyResourceAdded(tx, {
          resource: result.row,
          staffId: input.actor.id,
          openRealms,
        });
      return result;
    })
    .catch(async (error: unknown) => {
      // Named by no row: the file is this upload's to remove.
      await deps.fileStore.delete(stored.fileKey);
      throw error;
    });
  if (!swapped) {
    // Deleted while its file was on the way.
    await deps.fileStore.delete(stored.fileKey);
    throw noSuchResource();
  }
  if (swapped.replacedKey) await deps.fileStore.delete(swapped.replacedKey);
  return presentStudioResource(swapped.row);
}

/** Which library resource is the template of each worksheet quest: for the programme studio. */
export async function listQuestTemplates(deps: { db: Database }) {
  const rows = await listActiveResources(deps.db);
  return new Map(
    rows
      .filter((row) => row.questId !== null)
      .map((row) => [row.questId!, { id: row.id, title: row.title }]),
  );
}

/**
 * Makes a resource of the quest's realm the template of a worksheet quest
 * (or none), inside the caller's transaction: the quest's previous template
 * stops being one. Audited.
 */
export async function linkQuestTemplate(
  tx: Database,
  input: {
    actor: AuditActor;
    questId: string;
    realmId: number;
    resourceId: string | null;
    /** The request's name for the resource, where a problem is reported. */
    field: string;
  },
) {
  const resources = await listActiveResources(tx);
  const previous = resources.find((row) => row.questId === input.questId);
  const next = input.resourceId ? resources.find((row) => row.id === input.resourceId) : undefined;
  if (input.resourceId && !next) throw noSuchResource();
  if (next && next.realmId !== input.realmId)
    throw new AppError('VALIDATION_FAILED', {
      userMessage: `Choose a resource of Realm ${input.realmId}'s library section.`,
      problems: [{ path: input.field, message: `is not in realm ${input.realmId}` }],
    });
  if (previous && previous.id !== next?.id) {
    const cleared = await updateActiveResource(tx, previous.id, { questId: null });
    if (cleared) await auditResource(tx, input.actor, 'update', previous, cleared);
  }
  if (next && next.questId !== input.questId) {
    const linked = await updateActiveResource(tx, next.id, { questId: input.questId });
    if (linked) await auditResource(tx, input.actor, 'update', next, linked);
  }
}
