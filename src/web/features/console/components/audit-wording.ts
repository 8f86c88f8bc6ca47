import type { AuditAction } from '#shared/rules/audit-actions.ts';
import { staffRoleLabels, staffRoles, type StaffRole } from '#shared/rules/staff-permissions.ts';
import { formatDateTime } from '#web/lib/format-date.ts';

/** What the wording reads of an audit event: the raw action and fields, and the names the server resolved. */
export type WordedAuditEvent = {
  action: string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Null when the staff member's account was deleted. */
  actorName: string | null;
  /** The creator acted on; a null name when their account was deleted. */
  subject: { id: string | null; name: string | null } | null;
};

const DELETED = 'a deleted account';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A field of the record after the action, or before it when it is gone (a deletion). */
const field = (event: WordedAuditEvent, key: string) =>
  text(event.after?.[key]) ?? text(event.before?.[key]);

const quoted = (words: string | null) => (words ? `“${words}”` : null);

/** A thing by its title or label in quotes, or its id when the record had none. */
const titleOf = (event: WordedAuditEvent, key: 'title' | 'label') =>
  quoted(field(event, key)) ?? event.targetId;

/** The creator acted on by name, "a deleted account" when gone. */
const creatorOf = (event: WordedAuditEvent) => event.subject?.name ?? DELETED;

const possessive = (name: string) => `${name}'s`;

/** The roles an audit record lists, by the names the console gives them. */
const roleNames = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .filter((role): role is StaffRole => (staffRoles as readonly unknown[]).includes(role))
        .map(
          (role) =>
            `${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${staffRoleLabels[role].name.toLowerCase()}`,
        )
    : [];

/** "a coach", "a coach and an editor", "a coach, an editor and a fulfilment" */
const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const realmOf = (event: WordedAuditEvent) => `Realm ${event.targetId}`;

const kitClaim = (event: WordedAuditEvent) => `${possessive(creatorOf(event))} kit claim`;

/** The rest of the sentence after the actor, one formatter per kind of action. */
const wordings: Record<AuditAction, (event: WordedAuditEvent) => string> = {
  'kit-claim.status': (event) => {
    const status = field(event, 'status') ?? 'changed';
    if (status === 'cancelled') {
      const reason = text(event.after?.cancelReason);
      return `cancelled ${kitClaim(event)}${reason ? `: ${reason}` : ''}`;
    }
    const tracking = [text(event.after?.carrier), text(event.after?.trackingNumber)]
      .filter(Boolean)
      .join(' ');
    return `marked ${kitClaim(event)} as ${status}${tracking ? ` (${tracking})` : ''}`;
  },
  'kit-claim.reopen': (event) => `reopened ${kitClaim(event)}`,
  'creator.role': (event) =>
    event.after?.role === 'staff'
      ? `made ${creatorOf(event)} staff`
      : `removed ${possessive(creatorOf(event))} staff role`,
  'creator.roles': (event) => {
    const roles = roleNames(event.after?.roles);
    return roles.length === 0
      ? `removed ${possessive(creatorOf(event))} staff roles`
      : `made ${creatorOf(event)} ${listed(roles)}`;
  },
  'creator.nudge': (event) => {
    const message = quoted(text(event.after?.message));
    return `nudged ${creatorOf(event)}${message ? `: ${message}` : ''}`;
  },
  'email.retry': (event) => `retried email ${event.targetId}`,
  'resource.create': (event) => `added the resource ${titleOf(event, 'title')}`,
  'resource.update': (event) => `edited the resource ${titleOf(event, 'title')}`,
  'resource.file': (event) => `gave the resource ${titleOf(event, 'title')} a new file`,
  'resource.delete': (event) => `deleted the resource ${titleOf(event, 'title')}`,
  'realm.update': (event) => `edited the words of ${realmOf(event)}`,
  'realm.reorder': (event) => `reordered the quests of ${realmOf(event)}`,
  'realm.publish': (event) => `published ${realmOf(event)}`,
  'realm.schedule': (event) => {
    const opensAt = field(event, 'opensAt');
    return `scheduled ${realmOf(event)} to open${opensAt ? ` on ${formatDateTime(opensAt)}` : ''}`;
  },
  'realm.unschedule': (event) => `took ${realmOf(event)} off its schedule`,
  'realm.unpublish': (event) => `took ${realmOf(event)} back to draft`,
  'quest.create': (event) => `added the quest ${questIn(event)}`,
  'quest.update': (event) => `edited the quest ${questIn(event)}`,
  'quest.remove': (event) => `removed the quest ${questIn(event)}`,
  'checkin-prompts.update': () => 'changed the check-in prompts',
  'insights.update': () => 'changed the insight quotes',
  'nudge-template.create': (event) => `added the nudge template ${titleOf(event, 'label')}`,
  'nudge-template.update': (event) => `edited the nudge template ${titleOf(event, 'label')}`,
  'nudge-template.delete': (event) => `deleted the nudge template ${titleOf(event, 'label')}`,
  'standing-nudge.create': (event) =>
    `set a standing nudge for ${text(event.after?.listKind) ?? 'a list'}`,
  'standing-nudge.stop': (event) => `stopped standing nudge ${event.targetId}`,
  'webhook.create': (event) => `added the webhook to ${webhookOf(event)}`,
  'webhook.change': (event) => `changed the webhook to ${webhookOf(event)}`,
  'webhook.delete': (event) => `deleted the webhook to ${webhookOf(event)}`,
  'webhook.rotate-secret': (event) => `made a new secret for the webhook to ${webhookOf(event)}`,
  'webhook.test': (event) => `sent a test event to the webhook to ${webhookOf(event)}`,
  'webhook.retry': (event) => `retried webhook delivery ${event.targetId}`,
  'api-key.create': (event) => `made the API key ${apiKeyOf(event)}`,
  'api-key.revoke': (event) => `revoked the API key ${apiKeyOf(event)}`,
  'api-key.use': (event) => {
    const call = [text(event.after?.method), text(event.after?.path)].filter(Boolean).join(' ');
    return `called the API with the key ${apiKeyOf(event)}${call ? ` (${call})` : ''}`;
  },
  'cohort.create': (event) => `created the cohort ${cohortOf(event)}`,
  'cohort.update': (event) => `changed the cohort ${cohortOf(event)}`,
  'cohort.member-add': (event) =>
    `added ${creatorOf(event)} to the cohort ${quoted(text(event.after?.cohort)) ?? 'a cohort'}`,
  'cohort.member-move': (event) =>
    `moved ${creatorOf(event)} from the cohort ${quoted(text(event.before?.cohort)) ?? 'a cohort'} to ${quoted(text(event.after?.cohort)) ?? 'another'}`,
  'cohort.member-remove': (event) =>
    `took ${creatorOf(event)} out of the cohort ${quoted(text(event.before?.cohort)) ?? 'a cohort'}`,
};

const cohortOf = (event: WordedAuditEvent) => quoted(field(event, 'name')) ?? event.targetId;

/** A key by its name and the prefix staff see in the list; never more of its secret. */
function apiKeyOf(event: WordedAuditEvent) {
  const name = quoted(field(event, 'name')) ?? event.targetId;
  const prefix = field(event, 'prefix');
  return prefix ? `${name} (${prefix}…)` : name;
}

function questIn(event: WordedAuditEvent) {
  const title = titleOf(event, 'title');
  const realmId = event.after?.realmId ?? event.before?.realmId;
  return typeof realmId === 'number' ? `${title} in Realm ${realmId}` : title;
}

const webhookOf = (event: WordedAuditEvent) => field(event, 'url') ?? `endpoint ${event.targetId}`;

/** An action no formatter knows yet: its verb and target in words, never a blank. */
function unknownAction(event: WordedAuditEvent) {
  const verb = event.action.split('.').at(-1) || event.action;
  const target = event.subject
    ? creatorOf(event)
    : `${event.targetType.replaceAll('-', ' ')} ${event.targetId}`;
  return `did “${verb}” to ${target}`;
}

const isWorded = (action: string): action is AuditAction => Object.hasOwn(wordings, action);

/**
 * One audit event in plain words — who did what to whom: "Sam Staff marked Maya Rivera's kit
 * claim as shipped (UPS 1Z9)". Someone whose account is gone reads "a deleted account".
 */
export function describeAuditEvent(event: WordedAuditEvent): string {
  const actor = event.actorName ?? 'A deleted account';
  // The trail may hold actions of an older or newer server than this page's.
  const wording = isWorded(event.action) ? wordings[event.action] : unknownAction;
  return `${actor} ${wording(event)}`;
}
