/**
 * Every staff action the audit trail records, as `target.verb`. One list, so
 * the server can record no action the Audit tab has no words for: the
 * wording is a Record over this union, and a new action fails to compile
 * until it is worded.
 */
export const auditActions = [
  'kit-claim.status',
  'kit-claim.reopen',
  'creator.role',
  'creator.roles',
  'creator.nudge',
  'email.retry',
  'resource.create',
  'resource.update',
  'resource.file',
  'resource.delete',
  'realm.update',
  'realm.reorder',
  'realm.publish',
  'realm.schedule',
  'realm.unschedule',
  'realm.unpublish',
  'quest.create',
  'quest.update',
  'quest.remove',
  'checkin-prompts.update',
  'insights.update',
  'nudge-template.create',
  'nudge-template.update',
  'nudge-template.delete',
  'standing-nudge.create',
  'standing-nudge.stop',
  'webhook.create',
  'webhook.change',
  'webhook.delete',
  'webhook.rotate-secret',
  'webhook.test',
  'webhook.retry',
  'api-key.create',
  'api-key.revoke',
  'api-key.use',
  'cohort.create',
  'cohort.update',
  'cohort.member-add',
  'cohort.member-move',
  'cohort.member-remove',
] as const;

export type AuditAction = (typeof auditActions)[number];
