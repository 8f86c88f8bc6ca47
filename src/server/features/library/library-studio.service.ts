import { randomBytes } from 'node:crypto';
import { realms } from '#content/realms.ts';
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
import { receiveUpload, type UploadRules } from '../../storage/streamed-upload.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { postNotification } from '../notifications/notifications.service.ts';
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
import { resourceAddedNotification } from './library-notifications.ts';
import type { LibraryDeps } from './library.service.ts';
import { toStudioResource } from './library-views.ts';

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
function assertQuestInRealm(questId: string | null | undefined, realmId: number) {
  if (!questId) return;
  const realm = realms.find((candidate) => candidate.id === realmId);
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
  input: { resource: ResourceRow; staffId: string },
) {
  const { realmId, title } = input.resource;
  const unlockedBy = realmUnlockedBy(realmId);
  const recipients =
    unlockedBy === null
      ? await listUserIds(tx)
      : await usersWhoCompletedRealm({ db: tx }, { realmId: unlockedBy });
  const realmTitle = realms.find((realm) => realm.id === realmId)!.title;
  for (const recipientId of recipients) {
    if (recipientId === input.staffId) continue;
    await postNotification(
      tx,
      resourceAddedNotification(recipientId, { title, realmId, realmTitle }),
    );
  }
}

export async function listStudioResources(deps: LibraryDeps) {
  const rows = await listActiveResources(deps.db);
  return { resources: rows.map(toStudioResource) };
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

export async function createResource(
  deps: LibraryDeps,
  input: { actor: AuditActor; resource: ResourceInput },
) {
  const { resource } = input;
  assertQuestInRealm(resource.questId, resource.realmId);
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertResource(tx, {
      ...resource,
      description: resource.description || null,
      questId: resource.questId ?? null,
      createdBy: input.actor.id,
    });
    await auditResource(tx, input.actor, 'create', undefined, inserted);
    return inserted;
  });
  return toStudioResource(row);
}

export async function updateResource(
  deps: LibraryDeps,
  input: { actor: AuditActor; resourceId: string; changes: ResourceUpdate },
) {
  const row = await deps.db.transaction(async (tx) => {
    const current = await findActiveResource(tx, input.resourceId);
    if (!current) throw noSuchResource();
    const { changes } = input;
    assertQuestInRealm(
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
  return toStudioResource(row);
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
  });
  return { id: input.resourceId, isActive: false as const };
}

/**
 * Stores a resource's (new) file. The old file stays in place, and served,
 * until the new one is completely stored and recorded; only then is it
 * removed. A refused or failed upload changes nothing.
 */
export async function replaceResourceFile(
  deps: LibraryDeps,
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
        await notifyResourceAdded(tx, { resource: result.row, staffId: input.actor.id });
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
  return toStudioResource(swapped.row);
}
