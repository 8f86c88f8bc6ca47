import { AppError } from '#shared/errors.ts';
import {
  webhookEndpointChangeSchema,
  webhookEndpointInputSchema,
  type WebhookEndpointChange,
  type WebhookEndpointInput,
} from '#shared/schemas/webhooks.ts';
import type { Database } from '../../db/client.ts';
import {
  presentWebhookEndpoint,
  presentWebhookEndpointList,
  presentWebhookSecret,
} from '../../presenters/webhooks.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import {
  parseWebhookUrl,
  resolveWebhookTarget,
  WebhookAddressError,
  type HostResolver,
  type WebhookNetworkPolicy,
} from './webhook-address.ts';
import type { WebhookDeliverer } from './webhook-deliverer.ts';
import { createWebhookSecret } from './webhook-signing.ts';
import {
  deleteEndpoint,
  findEndpoint,
  insertEndpoint,
  listEndpointsWithCounts,
  updateEndpoint,
} from './webhooks.queries.ts';

export type WebhookDeps = {
  db: Database;
  deliverer: WebhookDeliverer;
  policy: WebhookNetworkPolicy;
  resolve?: HostResolver;
  clock: () => Date;
};

/** After a rotation the previous secret keeps signing for this long. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

async function checkedUrl(deps: WebhookDeps, text: string): Promise<string> {
  try {
    const url = parseWebhookUrl(text, deps.policy);
    await resolveWebhookTarget(url, deps.policy, deps.resolve);
    return url.toString();
  } catch (error) {
    if (!(error instanceof WebhookAddressError)) throw error;
    throw new AppError('VALIDATION_FAILED', {
      title: 'Address Refused',
      userMessage: error.message,
      problems: [{ path: 'url', message: error.message }],
    });
  }
}

export const notFound = () =>
  new AppError('NOT_FOUND', { userMessage: 'There is no such webhook endpoint.' });

export async function listWebhookEndpoints(deps: WebhookDeps) {
  const now = deps.clock();
  const rows = await listEndpointsWithCounts(deps.db);
  return presentWebhookEndpointList(rows, now);
}

export async function getWebhookEndpoint(deps: WebhookDeps, input: { endpointId: string }) {
  const row = await findEndpoint(deps.db, input.endpointId);
  if (!row) throw notFound();
  return presentWebhookEndpoint(row, deps.clock());
}

/** Saves a new endpoint; its secret is in this answer and never again. */
export async function createWebhookEndpoint(
  deps: WebhookDeps,
  input: { actor: AuditActor; endpoint: WebhookEndpointInput },
) {
  const fields = webhookEndpointInputSchema.parse(input.endpoint);
  const url = await checkedUrl(deps, fields.url);
  const secret = createWebhookSecret();
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertEndpoint(tx, { ...fields, url, secret });
    await recordAudit(tx, {
      actor: input.actor,
      action: 'webhook.create',
      target: { type: 'webhook-endpoint', id: inserted.id },
      after: presentWebhookEndpoint(inserted, deps.clock()),
    });
    return inserted;
  });
  return presentWebhookSecret(row, secret, deps.clock());
}

export async function changeWebhookEndpoint(
  deps: WebhookDeps,
  input: { actor: AuditActor; endpointId: string; change: WebhookEndpointChange },
) {
  const change = webhookEndpointChangeSchema.parse(input.change);
  const url = change.url === undefined ? undefined : await checkedUrl(deps, change.url);
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const before = await findEndpoint(tx, input.endpointId, { lock: true });
    if (!before) throw notFound();
    const updated = (await updateEndpoint(tx, before.id, { ...change, url }))!;
    await recordAudit(tx, {
      actor: input.actor,
      action: 'webhook.change',
      target: { type: 'webhook-endpoint', id: before.id },
      before: presentWebhookEndpoint(before, now),
      after: presentWebhookEndpoint(updated, now),
    });
    return updated;
  });
  return presentWebhookEndpoint(row, now);
}

export async function removeWebhookEndpoint(
  deps: WebhookDeps,
  input: { actor: AuditActor; endpointId: string },
) {
  await deps.db.transaction(async (tx) => {
    const removed = await deleteEndpoint(tx, input.endpointId);
    if (!removed) throw notFound();
    await recordAudit(tx, {
      actor: input.actor,
      action: 'webhook.delete',
      target: { type: 'webhook-endpoint', id: removed.id },
      before: presentWebhookEndpoint(removed, deps.clock()),
    });
  });
}

/**
 * A new secret, shown once; the one it replaces keeps signing (beside it) for
 * 24 hours so the receiver can switch without refusing a message. Rotating
 * again within those hours drops the oldest.
 */
export async function rotateWebhookSecret(
  deps: WebhookDeps,
  input: { actor: AuditActor; endpointId: string },
) {
  const now = deps.clock();
  const secret = createWebhookSecret();
  const row = await deps.db.transaction(async (tx) => {
    const before = await findEndpoint(tx, input.endpointId, { lock: true });
    if (!before) throw notFound();
    const updated = (await updateEndpoint(tx, before.id, {
      secret,
      previousSecret: before.secret,
      previousSecretExpiresAt: new Date(now.getTime() + SECRET_OVERLAP_MS),
    }))!;
    await recordAudit(tx, {
      actor: input.actor,
      action: 'webhook.rotate-secret',
      target: { type: 'webhook-endpoint', id: before.id },
    });
    return updated;
  });
  return presentWebhookSecret(row, secret, now);
}
