import * as adminSchemas from '#shared/schemas/admin.ts';
import * as insightsSchemas from '#shared/schemas/insights.ts';
import * as insights from '../responses/insights.ts';
import * as journey from '../responses/journey.ts';
import * as staff from '../responses/staff.ts';
import { csvFile, noContent } from '../answers.ts';
import { op } from '../operation.ts';

/** The staff console's lists and records, and the Insights tab. */
export const consoleOperations = [
  op('GET', '/api/admin/summary', 'staff', 'kit claims waiting and emails failed', {
    permission: 'console:view',
    responses: { 200: staff.consoleSummarySchema },
  }),
  op('GET', '/api/admin/creators', 'staff', 'the creators list: search, sort, pages', {
    permission: 'creators:read',
    query: adminSchemas.creatorListQuerySchema,
    responses: { 200: staff.creatorListResponseSchema },
  }),
  op(
    'GET',
    '/api/admin/creators/:userId',
    'staff',
    "one creator's journey, claims, invitations and buddies (404 unknown)",
    {
      permission: 'creators:read',
      params: adminSchemas.creatorIdParamSchema,
      responses: { 200: staff.creatorDetailSchema },
    },
  ),
  op(
    'PUT',
    '/api/admin/creators/:userId/roles',
    'staff',
    "sets someone's staff roles, none making them a creator (409 'Last Admin' for the last admin)",
    {
      permission: 'role:grant',
      params: adminSchemas.creatorIdParamSchema,
      body: adminSchemas.staffRolesInputSchema,
      responses: { 200: staff.rolesChangedSchema },
    },
  ),
  op('GET', '/api/admin/emails', 'staff', 'the outbox, by status', {
    permission: 'emails:manage',
    query: adminSchemas.emailListQuerySchema,
    responses: { 200: staff.emailListSchema },
  }),
  op(
    'POST',
    '/api/admin/emails/:emailId/retry',
    'staff',
    'retries one now (409 when already sent)',
    {
      permission: 'emails:manage',
      params: adminSchemas.emailIdParamSchema,
      responses: { 200: staff.emailRetriedSchema },
    },
  ),
  op('GET', '/api/admin/invitations', 'staff', 'every invitation, newest first', {
    permission: 'invitations:read',
    query: adminSchemas.plainPageQuerySchema,
    responses: { 200: staff.invitationListSchema },
  }),
  op(
    'GET',
    '/api/admin/claims',
    'staff',
    'the kit claims queue, oldest first (or newest), overdue marked, earlier addresses kept: status, realm, search (422 page size over 100)',
    {
      permission: 'claims:read',
      query: adminSchemas.claimListQuerySchema,
      responses: { 200: staff.kitClaimListSchema },
    },
  ),
  op(
    'GET',
    '/api/admin/claims/export.csv',
    'staff',
    'the filtered claims as a streamed CSV (formulas neutralised)',
    {
      permission: 'claims:read',
      query: adminSchemas.claimFilterSchema,
      responses: { 200: csvFile },
    },
  ),
  op(
    'POST',
    '/api/admin/claims/status',
    'staff',
    'moves up to 100 kits the same step (packed or delivered), all or none (409 when one cannot; 404 unknown)',
    {
      permission: 'claims:ship',
      body: adminSchemas.claimBulkStatusInputSchema,
      responses: { 200: staff.kitClaimsMovedSchema },
    },
  ),
  op(
    'POST',
    '/api/admin/claims/:claimId/status',
    'staff',
    "the kit's next step (422 shipped without tracking; 409 out of order; 404 unknown)",
    {
      permission: 'claims:ship',
      params: adminSchemas.claimIdParamSchema,
      body: adminSchemas.claimStatusInputSchema,
      responses: { 200: journey.kitClaimAnswerSchema },
    },
  ),
  op('GET', '/api/admin/audit', 'staff', 'the audit trail of staff actions, newest first', {
    permission: 'audit:read',
    query: adminSchemas.plainPageQuerySchema,
    responses: { 200: staff.auditTrailSchema },
  }),
  op('GET', '/api/admin/insights/funnel', 'staff', 'sign-up → first quest → realms → kit', {
    permission: 'insights:read',
    query: insightsSchemas.insightFilterSchema,
    responses: { 200: insights.funnelSchema },
  }),
  op('GET', '/api/admin/insights/funnel/export.csv', 'staff', 'the funnel as CSV', {
    permission: 'insights:read',
    query: insightsSchemas.insightFilterSchema,
    responses: { 200: csvFile },
  }),
  op('GET', '/api/admin/insights/stall', 'staff', 'where creators stall, per quest', {
    permission: 'insights:read',
    query: insightsSchemas.insightFilterSchema,
    responses: { 200: insights.stallSchema },
  }),
  op('GET', '/api/admin/insights/stall/export.csv', 'staff', 'the stall table as CSV', {
    permission: 'insights:read',
    query: insightsSchemas.insightFilterSchema,
    responses: { 200: csvFile },
  }),
  op('GET', '/api/admin/insights/stall/:questId', 'staff', 'the creators sitting on one quest', {
    permission: 'insights:read',
    params: insightsSchemas.stallQuestParamSchema,
    query: insightsSchemas.atRiskQuerySchema,
    responses: { 200: insights.creatorsAtRiskSchema },
  }),
  op(
    'GET',
    '/api/admin/insights/reviews',
    'staff',
    'feedback on answers: the queue, time to feedback, creators who had it, and the next realm completed with and without it',
    {
      permission: 'insights:read',
      query: insightsSchemas.insightFilterSchema,
      responses: { 200: insights.reviewInsightsSchema },
    },
  ),
  op(
    'GET',
    '/api/admin/insights/reviews/export.csv',
    'staff',
    'the next realm completed with and without feedback, as CSV',
    {
      permission: 'insights:read',
      query: insightsSchemas.insightFilterSchema,
      responses: { 200: csvFile },
    },
  ),
  op(
    'GET',
    '/api/admin/insights/comebacks',
    'staff',
    'comebacks per week for 12 weeks: returns after 3+ quiet days, streaks earned back, freezes used, nudged creators back within 7 days',
    {
      permission: 'insights:read',
      query: insightsSchemas.insightFilterSchema,
      responses: { 200: insights.comebacksSchema },
    },
  ),
  op('GET', '/api/admin/insights/comebacks/export.csv', 'staff', 'the comebacks weeks as CSV', {
    permission: 'insights:read',
    query: insightsSchemas.insightFilterSchema,
    responses: { 200: csvFile },
  }),
  op('GET', '/api/admin/insights/quiet-pairs', 'staff', 'buddy pairs with no recent note', {
    permission: 'insights:read',
    query: insightsSchemas.quietPairsQuerySchema,
    responses: { 200: insights.quietPairsSchema },
  }),
  op('GET', '/api/admin/insights/quiet-pairs/export.csv', 'staff', 'the quiet pairs as CSV', {
    permission: 'insights:read',
    responses: { 200: csvFile },
  }),
  op(
    'GET',
    '/api/admin/insights/at-risk/:kind',
    'staff',
    'creators at risk: new and quiet, streak broken, stuck on a quest',
    {
      permission: 'insights:read',
      params: insightsSchemas.atRiskKindParamSchema,
      query: insightsSchemas.atRiskQuerySchema,
      responses: { 200: insights.creatorsAtRiskSchema },
    },
  ),
  op('GET', '/api/admin/insights/at-risk/:kind/export.csv', 'staff', 'one at-risk list as CSV', {
    permission: 'insights:read',
    params: insightsSchemas.atRiskKindParamSchema,
    query: insightsSchemas.atRiskQuerySchema,
    responses: { 200: csvFile },
  }),
  op(
    'POST',
    '/api/admin/insights/nudges',
    'staff',
    'a nudge (bell and email) to each creator named, at most one a week each; a list nudge holds back its share, sent nothing',
    {
      permission: 'nudges:send',
      body: insightsSchemas.nudgeInputSchema,
      responses: { 200: insights.nudgesSentSchema },
    },
  ),
  op(
    'POST',
    '/api/admin/insights/nudges/preview',
    'staff',
    'what a nudge would do: how many it reaches, and the words the first of them reads',
    {
      permission: 'nudges:send',
      body: insightsSchemas.nudgeInputSchema,
      responses: { 200: insights.nudgePreviewSchema },
    },
  ),
  op('GET', '/api/admin/insights/cohorts', 'staff', "programme cohorts' names, to filter by", {
    permission: 'insights:read',
    responses: { 200: insights.cohortNamesSchema },
  }),
  op(
    'GET',
    '/api/admin/insights/compare',
    'staff',
    'two to four programme cohorts side by side (404 for an unknown cohort)',
    {
      permission: 'insights:read',
      query: insightsSchemas.compareQuerySchema,
      responses: { 200: insights.compareSchema },
    },
  ),
  op('GET', '/api/admin/insights/compare/export.csv', 'staff', 'the cohorts compared as CSV', {
    permission: 'insights:read',
    query: insightsSchemas.compareQuerySchema,
    responses: { 200: csvFile },
  }),
  op('GET', '/api/admin/insights/retention', 'staff', 'weekly retention by sign-up week', {
    permission: 'insights:read',
    query: insightsSchemas.insightFilterSchema,
    responses: { 200: insights.retentionSchema },
  }),
  op('GET', '/api/admin/insights/retention/export.csv', 'staff', 'the retention grid as CSV', {
    permission: 'insights:read',
    query: insightsSchemas.insightFilterSchema,
    responses: { 200: csvFile },
  }),
  op('GET', '/api/admin/insights/activity', 'staff', 'daily active creators, check-ins, streaks', {
    permission: 'insights:read',
    query: insightsSchemas.insightFilterSchema,
    responses: { 200: insights.activitySchema },
  }),
  op('GET', '/api/admin/insights/activity/export.csv', 'staff', 'daily activity as CSV', {
    permission: 'insights:read',
    query: insightsSchemas.insightFilterSchema,
    responses: { 200: csvFile },
  }),
  op('GET', '/api/admin/insights/activity/streaks.csv', 'staff', 'today’s streaks as CSV', {
    permission: 'insights:read',
    query: insightsSchemas.insightFilterSchema,
    responses: { 200: csvFile },
  }),
  op(
    'GET',
    '/api/admin/insights/operations',
    'staff',
    'kit claim times, overdue kits, failed emails',
    {
      permission: 'insights:read',
      query: insightsSchemas.insightFilterSchema,
      responses: { 200: insights.operationsSchema },
    },
  ),
  op('GET', '/api/admin/insights/operations/export.csv', 'staff', 'the operations figures as CSV', {
    permission: 'insights:read',
    query: insightsSchemas.insightFilterSchema,
    responses: { 200: csvFile },
  }),
  op(
    'GET',
    '/api/admin/insights/operations/overdue.csv',
    'staff',
    'the overdue kit claims as CSV',
    {
      permission: 'insights:read',
      query: insightsSchemas.insightFilterSchema,
      responses: { 200: csvFile },
    },
  ),
  op(
    'GET',
    '/api/admin/insights/nudge-results',
    'staff',
    'list nudges whose 7 days are over: nudged against held back, back within 7 days, per template and overall, with a 95% interval',
    {
      permission: 'insights:read',
      responses: { 200: insights.nudgeResultsSchema },
    },
  ),
  op('GET', '/api/admin/insights/nudge-results/export.csv', 'staff', 'the nudge results as CSV', {
    permission: 'insights:read',
    responses: { 200: csvFile },
  }),
  op('GET', '/api/admin/insights/standing-nudges', 'staff', 'the standing nudges running', {
    permission: 'nudges:send',
    responses: { 200: insights.standingNudgesSchema },
  }),
  op(
    'POST',
    '/api/admin/insights/standing-nudges',
    'staff',
    'a list nudge repeated once a day for creators newly on the list, with its holdout',
    {
      permission: 'nudges:send',
      body: insightsSchemas.standingNudgeInputSchema,
      responses: { 201: insights.standingNudgeSchema },
    },
  ),
  op(
    'POST',
    '/api/admin/insights/standing-nudges/:standingNudgeId/stop',
    'staff',
    'stops a standing nudge (404 unknown or already stopped)',
    {
      permission: 'nudges:send',
      params: insightsSchemas.standingNudgeIdParamSchema,
      responses: { 204: noContent },
    },
  ),
  op('GET', '/api/admin/insights/nudge-templates', 'staff', 'the nudge templates', {
    permission: 'nudges:send',
    responses: { 200: insights.nudgeTemplatesSchema },
  }),
  op('POST', '/api/admin/insights/nudge-templates', 'staff', 'a new nudge template', {
    permission: 'nudges:send',
    body: insightsSchemas.nudgeTemplateInputSchema,
    responses: { 201: insights.nudgeTemplateSchema },
  }),
  op('PUT', '/api/admin/insights/nudge-templates/:templateId', 'staff', 'a template’s new words', {
    permission: 'nudges:send',
    params: insightsSchemas.nudgeTemplateIdParamSchema,
    body: insightsSchemas.nudgeTemplateInputSchema,
    responses: { 200: insights.nudgeTemplateSchema },
  }),
  op('DELETE', '/api/admin/insights/nudge-templates/:templateId', 'staff', 'a template removed', {
    permission: 'nudges:send',
    params: insightsSchemas.nudgeTemplateIdParamSchema,
    responses: { 204: noContent },
  }),
];
