import type { ZodType } from 'zod';
import * as adminSchemas from '#shared/schemas/admin.ts';
import * as buddiesSchemas from '#shared/schemas/buddies.ts';
import * as calendarFeedSchemas from '#shared/schemas/calendar-feed.ts';
import * as curriculumSchemas from '#shared/schemas/curriculum.ts';
import * as emailPreferencesSchemas from '#shared/schemas/email-preferences.ts';
import * as insightsSchemas from '#shared/schemas/insights.ts';
import * as invitesSchemas from '#shared/schemas/invites.ts';
import * as journeySchemas from '#shared/schemas/journey.ts';
import * as legalSchemas from '#shared/schemas/legal.ts';
import * as librarySchemas from '#shared/schemas/library.ts';
import * as notificationsSchemas from '#shared/schemas/notifications.ts';
import * as profileSchemas from '#shared/schemas/profile.ts';
import * as pushSchemas from '#shared/schemas/push.ts';
import * as remindersSchemas from '#shared/schemas/reminders.ts';
import * as webhooksSchemas from '#shared/schemas/webhooks.ts';
import { meSchema } from '#shared/schemas/me.ts';
import * as responses from './responses.ts';

/** Who may call an operation, as the policy test classifies routes. */
export type Auth = 'public' | 'creator' | 'staff' | 'operator';

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Hono's path: `:name` parameters, `*` for better-auth's own endpoints. */
  path: string;
  auth: Auth;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** The 2xx body's schema, where one is written down. */
  response?: ZodType;
};

function op(
  method: Operation['method'],
  path: string,
  auth: Auth,
  schemas: Pick<Operation, 'params' | 'query' | 'body' | 'response'> = {},
): Operation {
  return { method, path, auth, ...schemas };
}

/**
 * Every route of the API, in the order the app registers them, with the zod
 * schemas its validators use (imported from the same files the routes import
 * them from) and its response schema where one is written down (decision 023).
 * The contract test fails when a route is added, removed or guarded
 * differently without this list following.
 */
export const operations: Operation[] = [
  op('GET', '/healthz', 'public'),
  op('GET', '/readyz', 'public'),
  op('POST', '/operator/backup', 'operator'),
  op('GET', '/api/auth/providers', 'public'),
  op('GET', '/api/auth/*', 'public'),
  op('POST', '/api/auth/*', 'public'),
  op('GET', '/api/me', 'creator', { response: meSchema }),
  op('PUT', '/api/me/time-zone', 'creator', { body: journeySchemas.timeZoneInputSchema }),
  op('GET', '/api/progress', 'creator', { response: responses.progressResponseSchema }),
  op('POST', '/api/quests/:questId/complete', 'creator', {
    params: journeySchemas.questIdParamSchema,
    body: journeySchemas.completeQuestInputSchema,
  }),
  op('PUT', '/api/quests/:questId/file', 'creator', { params: journeySchemas.questIdParamSchema }),
  op('GET', '/api/quests/:questId/file', 'creator', {
    params: journeySchemas.questIdParamSchema,
    query: journeySchemas.worksheetFileQuerySchema,
  }),
  op('GET', '/api/checkins', 'creator', { query: journeySchemas.checkinPageQuerySchema }),
  op('GET', '/api/checkins/calendar', 'creator'),
  op('POST', '/api/checkins', 'creator', { body: journeySchemas.checkinInputSchema }),
  op('GET', '/api/realms/last-claim', 'creator'),
  op('POST', '/api/realms/:realmId/claim-again', 'creator', {
    params: journeySchemas.realmIdParamSchema,
    body: journeySchemas.rewardClaimInputSchema,
  }),
  op('POST', '/api/realms/:realmId/complete', 'creator', {
    params: journeySchemas.realmIdParamSchema,
    body: journeySchemas.rewardClaimInputSchema,
  }),
  op('GET', '/api/invites', 'creator'),
  op('POST', '/api/invites', 'creator', { body: invitesSchemas.sendInviteInputSchema }),
  op('GET', '/api/invites/by-code/:code', 'public', {
    params: invitesSchemas.inviteCodeParamSchema,
  }),
  op('GET', '/api/buddies', 'creator'),
  op('GET', '/api/buddies/overview', 'creator'),
  op('GET', '/api/buddies/candidates', 'creator'),
  op('PUT', '/api/buddies/visibility', 'creator', {
    body: buddiesSchemas.buddyVisibilityInputSchema,
  }),
  op('POST', '/api/buddies/requests', 'creator', { body: buddiesSchemas.buddyRequestInputSchema }),
  op('POST', '/api/buddies/requests/:requestId/accept', 'creator', {
    params: buddiesSchemas.buddyRequestIdParamSchema,
  }),
  op('POST', '/api/buddies/requests/:requestId/decline', 'creator', {
    params: buddiesSchemas.buddyRequestIdParamSchema,
  }),
  op('POST', '/api/buddies/requests/:requestId/cancel', 'creator', {
    params: buddiesSchemas.buddyRequestIdParamSchema,
  }),
  op('POST', '/api/buddies/blocks', 'creator', { body: buddiesSchemas.blockCreatorInputSchema }),
  op('DELETE', '/api/buddies/blocks/:creatorId', 'creator', {
    params: buddiesSchemas.creatorIdParamSchema,
  }),
  op('POST', '/api/buddies/:pairId/end', 'creator', {
    params: buddiesSchemas.buddyPairIdParamSchema,
  }),
  op('PUT', '/api/buddies/:pairId/note', 'creator', {
    params: buddiesSchemas.buddyPairIdParamSchema,
    body: buddiesSchemas.buddyNoteInputSchema,
  }),
  op('GET', '/api/notifications', 'creator', { response: responses.notificationsResponseSchema }),
  op('GET', '/api/notifications/unread-count', 'creator'),
  op('POST', '/api/notifications/read-all', 'creator'),
  op('POST', '/api/notifications/:notificationId/read', 'creator', {
    params: notificationsSchemas.notificationIdParamSchema,
  }),
  op('GET', '/api/reminders', 'creator'),
  op('PUT', '/api/reminders', 'creator', { body: remindersSchemas.reminderSettingsInputSchema }),
  op('GET', '/api/push/public-key', 'creator'),
  op('POST', '/api/push/subscriptions', 'creator', {
    body: pushSchemas.pushSubscriptionInputSchema,
  }),
  op('DELETE', '/api/push/subscriptions', 'creator', { body: pushSchemas.pushEndpointInputSchema }),
  op('GET', '/api/email-preferences', 'creator'),
  op('PUT', '/api/email-preferences', 'creator', {
    body: emailPreferencesSchemas.emailPreferenceInputSchema,
  }),
  op('GET', '/api/unsubscribe', 'public', {
    query: emailPreferencesSchemas.unsubscribeQuerySchema,
  }),
  op('GET', '/api/unsubscribe/details', 'public', {
    query: emailPreferencesSchemas.unsubscribeQuerySchema,
  }),
  op('POST', '/api/unsubscribe', 'public', {
    query: emailPreferencesSchemas.unsubscribeQuerySchema,
  }),
  op('DELETE', '/api/unsubscribe', 'public', {
    query: emailPreferencesSchemas.unsubscribeQuerySchema,
  }),
  op('GET', '/api/openapi.json', 'public'),
  op('GET', '/api/legal/:page', 'public', { params: legalSchemas.legalPageParamSchema }),
  op('GET', '/api/resources', 'creator'),
  op('GET', '/api/resources/unlocks', 'creator'),
  op('POST', '/api/resources/unlocks/:realmId/seen', 'creator', {
    params: librarySchemas.unlockRealmParamSchema,
  }),
  op('GET', '/api/resources/:resourceId/file', 'creator', {
    params: librarySchemas.resourceIdParamSchema,
  }),
  op('GET', '/api/profile', 'creator'),
  op('PUT', '/api/profile', 'creator', { body: profileSchemas.profileInputSchema }),
  op('PUT', '/api/profile/avatar', 'creator'),
  op('DELETE', '/api/profile/avatar', 'creator'),
  op('GET', '/api/profile/avatars/:userId/:avatarId', 'creator', {
    params: profileSchemas.avatarParamSchema,
  }),
  op('GET', '/api/profile/shipping-address', 'creator'),
  op('PUT', '/api/profile/shipping-address', 'creator', {
    body: profileSchemas.shippingAddressInputSchema,
  }),
  op('PUT', '/api/profile/time-zone', 'creator', {
    body: profileSchemas.timeZoneSettingInputSchema,
  }),
  op('GET', '/api/account/export', 'creator'),
  op('POST', '/api/account/delete', 'creator', { body: profileSchemas.deleteAccountInputSchema }),
  op('GET', '/api/curriculum', 'creator', { response: responses.curriculumResponseSchema }),
  op('GET', '/api/admin/summary', 'staff'),
  op('GET', '/api/admin/creators', 'staff', {
    query: adminSchemas.creatorListQuerySchema,
    response: responses.creatorListResponseSchema,
  }),
  op('GET', '/api/admin/creators/:userId', 'staff', { params: adminSchemas.creatorIdParamSchema }),
  op('PUT', '/api/admin/creators/:userId/role', 'staff', {
    params: adminSchemas.creatorIdParamSchema,
    body: adminSchemas.roleInputSchema,
  }),
  op('GET', '/api/admin/emails', 'staff', { query: adminSchemas.emailListQuerySchema }),
  op('POST', '/api/admin/emails/:emailId/retry', 'staff', {
    params: adminSchemas.emailIdParamSchema,
  }),
  op('GET', '/api/admin/invitations', 'staff', { query: adminSchemas.plainPageQuerySchema }),
  op('GET', '/api/admin/claims', 'staff', { query: adminSchemas.claimListQuerySchema }),
  op('GET', '/api/admin/claims/export.csv', 'staff', { query: adminSchemas.claimFilterSchema }),
  op('POST', '/api/admin/claims/:claimId/status', 'staff', {
    params: adminSchemas.claimIdParamSchema,
    body: adminSchemas.claimStatusInputSchema,
  }),
  op('GET', '/api/admin/audit', 'staff', { query: adminSchemas.plainPageQuerySchema }),
  op('GET', '/api/admin/insights/funnel', 'staff', { query: insightsSchemas.insightFilterSchema }),
  op('GET', '/api/admin/insights/funnel/export.csv', 'staff', {
    query: insightsSchemas.insightFilterSchema,
  }),
  op('GET', '/api/admin/insights/stall', 'staff', { query: insightsSchemas.insightFilterSchema }),
  op('GET', '/api/admin/insights/stall/export.csv', 'staff', {
    query: insightsSchemas.insightFilterSchema,
  }),
  op('GET', '/api/admin/insights/stall/:questId', 'staff', {
    params: insightsSchemas.stallQuestParamSchema,
    query: insightsSchemas.atRiskQuerySchema,
  }),
  op('GET', '/api/admin/insights/quiet-pairs', 'staff', {
    query: insightsSchemas.quietPairsQuerySchema,
  }),
  op('GET', '/api/admin/insights/quiet-pairs/export.csv', 'staff'),
  op('GET', '/api/admin/insights/at-risk/:kind', 'staff', {
    params: insightsSchemas.atRiskKindParamSchema,
    query: insightsSchemas.atRiskQuerySchema,
  }),
  op('GET', '/api/admin/insights/at-risk/:kind/export.csv', 'staff', {
    params: insightsSchemas.atRiskKindParamSchema,
    query: insightsSchemas.atRiskQuerySchema,
  }),
  op('POST', '/api/admin/insights/nudges', 'staff', { body: insightsSchemas.nudgeInputSchema }),
  ...[
    '/api/admin/insights/retention',
    '/api/admin/insights/retention/export.csv',
    '/api/admin/insights/activity',
    '/api/admin/insights/activity/export.csv',
    '/api/admin/insights/activity/streaks.csv',
    '/api/admin/insights/operations',
    '/api/admin/insights/operations/export.csv',
    '/api/admin/insights/operations/overdue.csv',
  ].map((path) => op('GET', path, 'staff', { query: insightsSchemas.insightFilterSchema })),
  op('GET', '/api/admin/insights/nudge-templates', 'staff'),
  op('POST', '/api/admin/insights/nudge-templates', 'staff', {
    body: insightsSchemas.nudgeTemplateInputSchema,
  }),
  op('PUT', '/api/admin/insights/nudge-templates/:templateId', 'staff', {
    params: insightsSchemas.nudgeTemplateIdParamSchema,
    body: insightsSchemas.nudgeTemplateInputSchema,
  }),
  op('DELETE', '/api/admin/insights/nudge-templates/:templateId', 'staff', {
    params: insightsSchemas.nudgeTemplateIdParamSchema,
  }),
  op('GET', '/api/calendar-feed', 'creator'),
  op('PUT', '/api/calendar-feed', 'creator', { body: calendarFeedSchemas.calendarFeedInputSchema }),
  op('DELETE', '/api/calendar-feed', 'creator'),
  op('GET', '/api/calendar/:token', 'public', {
    params: calendarFeedSchemas.calendarFeedTokenParamSchema,
  }),
  op('GET', '/api/admin/programme', 'staff'),
  op('GET', '/api/admin/programme/realms/:realmId', 'staff', {
    params: curriculumSchemas.realmIdParamSchema,
  }),
  op('PATCH', '/api/admin/programme/realms/:realmId', 'staff', {
    params: curriculumSchemas.realmIdParamSchema,
    body: curriculumSchemas.realmWordsInputSchema,
  }),
  op('POST', '/api/admin/programme/realms/:realmId/quests', 'staff', {
    params: curriculumSchemas.realmIdParamSchema,
    body: curriculumSchemas.newQuestInputSchema,
  }),
  op('PUT', '/api/admin/programme/realms/:realmId/quest-order', 'staff', {
    params: curriculumSchemas.realmIdParamSchema,
    body: curriculumSchemas.questOrderInputSchema,
  }),
  op('POST', '/api/admin/programme/realms/:realmId/publish', 'staff', {
    params: curriculumSchemas.realmIdParamSchema,
    body: curriculumSchemas.publishRealmInputSchema,
  }),
  op('POST', '/api/admin/programme/realms/:realmId/unschedule', 'staff', {
    params: curriculumSchemas.realmIdParamSchema,
  }),
  op('PATCH', '/api/admin/programme/quests/:questId', 'staff', {
    params: curriculumSchemas.questIdParamSchema,
    body: curriculumSchemas.questChangeInputSchema,
  }),
  op('DELETE', '/api/admin/programme/quests/:questId', 'staff', {
    params: curriculumSchemas.questIdParamSchema,
  }),
  op('PUT', '/api/admin/programme/quests/:questId/template', 'staff', {
    params: curriculumSchemas.questIdParamSchema,
    body: curriculumSchemas.templateInputSchema,
  }),
  op('PUT', '/api/admin/programme/checkin-prompts', 'staff', {
    body: curriculumSchemas.checkinPromptsInputSchema,
  }),
  op('PUT', '/api/admin/programme/insights', 'staff', {
    body: curriculumSchemas.insightsInputSchema,
  }),
  op('GET', '/api/admin/resources', 'staff'),
  op('POST', '/api/admin/resources', 'staff', { body: librarySchemas.resourceInputSchema }),
  op('POST', '/api/admin/resources/files', 'staff'),
  op('PATCH', '/api/admin/resources/:resourceId', 'staff', {
    params: librarySchemas.resourceIdParamSchema,
    body: librarySchemas.resourceUpdateSchema,
  }),
  op('DELETE', '/api/admin/resources/:resourceId', 'staff', {
    params: librarySchemas.resourceIdParamSchema,
  }),
  op('PUT', '/api/admin/resources/:resourceId/file', 'staff', {
    params: librarySchemas.resourceIdParamSchema,
  }),
  op('GET', '/api/admin/webhooks', 'staff'),
  op('POST', '/api/admin/webhooks', 'staff', { body: webhooksSchemas.webhookEndpointInputSchema }),
  op('GET', '/api/admin/webhooks/:endpointId', 'staff', {
    params: webhooksSchemas.webhookEndpointParamSchema,
  }),
  op('PATCH', '/api/admin/webhooks/:endpointId', 'staff', {
    params: webhooksSchemas.webhookEndpointParamSchema,
    body: webhooksSchemas.webhookEndpointChangeSchema,
  }),
  op('DELETE', '/api/admin/webhooks/:endpointId', 'staff', {
    params: webhooksSchemas.webhookEndpointParamSchema,
  }),
  op('POST', '/api/admin/webhooks/:endpointId/rotate-secret', 'staff', {
    params: webhooksSchemas.webhookEndpointParamSchema,
  }),
  op('POST', '/api/admin/webhooks/:endpointId/test', 'staff', {
    params: webhooksSchemas.webhookEndpointParamSchema,
  }),
  op('GET', '/api/admin/webhooks/:endpointId/deliveries', 'staff', {
    params: webhooksSchemas.webhookEndpointParamSchema,
    query: webhooksSchemas.webhookDeliveryQuerySchema,
  }),
  op('POST', '/api/admin/webhooks/:endpointId/deliveries/:deliveryId/retry', 'staff', {
    params: webhooksSchemas.webhookDeliveryParamSchema,
  }),
];
