import { Hono } from 'hono';
import {
  compareQuerySchema,
  atRiskKindParamSchema,
  atRiskQuerySchema,
  insightFilterSchema,
  nudgeInputSchema,
  nudgeTemplateIdParamSchema,
  nudgeTemplateInputSchema,
  quietPairsQuerySchema,
  stallQuestParamSchema,
  standingNudgeIdParamSchema,
  standingNudgeInputSchema,
} from '#shared/schemas/insights.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { csvResponse } from '../../http/csv.ts';
import { validate } from '../../http/validate.ts';
import { presentStandingNudge, presentStandingNudges } from '../../presenters/nudges.ts';
import { actorOf } from '../audit/audit.service.ts';
import { getActivity, getRetention } from './activity.service.ts';
import { listAtRisk, listQuietBuddyPairs, listSittingOn } from './at-risk.service.ts';
import { getComebacks } from './comebacks.service.ts';
import { compareCohorts } from './compare.service.ts';
import { listCohortNamesForStaff } from '../cohorts/cohorts.service.ts';
import { createCountedViews } from './counted-views.ts';
import {
  activityCsvRows,
  atRiskCsvRows,
  comebacksCsvRows,
  compareCsvRows,
  funnelCsvRows,
  nudgeResultsCsvRows,
  operationsCsvRows,
  overdueClaimsCsvRows,
  quietPairsCsvRows,
  retentionCsvRows,
  reviewsCsvRows,
  stallCsvRows,
  streaksCsvRows,
} from './insights-csv.ts';
import { getFunnel, getStall } from './insights.service.ts';
import {
  changeNudgeTemplate,
  createNudgeTemplate,
  listNudgeTemplates,
  removeNudgeTemplate,
} from './nudge-templates.service.ts';
import { getNudgeResults } from './nudge-results.service.ts';
import { previewNudges, sendNudges, type NudgeDeps } from './nudges.service.ts';
import { getOperations, listAllOverdueClaims } from './operations.service.ts';
import { getReviewInsights } from './review-insights.service.ts';
import {
  createStandingNudge,
  listStandingNudges,
  stopStandingNudge,
} from './standing-nudges.service.ts';

/** A CSV of a list holds at most this many rows (its first pages, in the order asked). */
const CSV_MAX_ROWS = 5_000;
const csvPage = { page: 1, pageSize: CSV_MAX_ROWS };

/** Mounted under /api/admin/insights: the programme's insights and nudges, staff only. */
export function createInsightsRoutes(
  input: Omit<NudgeDeps, 'views'> & { guards: AuthGuards; insightsAnswerMaxAgeMs?: number },
) {
  const deps: NudgeDeps = {
    ...input,
    views: createCountedViews({ ...input, answerMaxAgeMs: input.insightsAnswerMaxAgeMs }),
  };
  const { requirePermission } = input.guards;
  const filtered = validate('query', insightFilterSchema);
  const compared = validate('query', compareQuerySchema);
  return (
    new Hono<AppEnv>()
      .get('/funnel', requirePermission('insights:read'), filtered, async (c) =>
        c.json(await getFunnel(deps, c.req.valid('query'))),
      )
      .get('/funnel/export.csv', requirePermission('insights:read'), filtered, async (c) =>
        csvResponse(
          c,
          'emberpath-funnel.csv',
          funnelCsvRows(await getFunnel(deps, c.req.valid('query'))),
        ),
      )
      .get('/stall', requirePermission('insights:read'), filtered, async (c) =>
        c.json(await getStall(deps, c.req.valid('query'))),
      )
      .get('/stall/export.csv', requirePermission('insights:read'), filtered, async (c) =>
        csvResponse(
          c,
          'emberpath-stall.csv',
          stallCsvRows(await getStall(deps, c.req.valid('query'))),
        ),
      )
      .get(
        '/stall/:questId',
        requirePermission('insights:read'),
        validate('param', stallQuestParamSchema),
        validate('query', atRiskQuerySchema),
        async (c) =>
          c.json(
            await listSittingOn(deps, {
              questId: c.req.valid('param').questId,
              query: c.req.valid('query'),
            }),
          ),
      )
      // Coaches read insights without managing cohorts: the filter needs the names alone.
      .get('/cohorts', requirePermission('insights:read'), async (c) =>
        c.json(await listCohortNamesForStaff(deps)),
      )
      .get('/compare', requirePermission('insights:read'), compared, async (c) =>
        c.json(await compareCohorts(deps, c.req.valid('query'))),
      )
      .get('/compare/export.csv', requirePermission('insights:read'), compared, async (c) => {
        const compare = await compareCohorts(deps, c.req.valid('query'));
        return csvResponse(c, `emberpath-compare-${compare.view}.csv`, compareCsvRows(compare));
      })
      .get('/retention', requirePermission('insights:read'), filtered, async (c) =>
        c.json(await getRetention(deps, c.req.valid('query'))),
      )
      .get('/retention/export.csv', requirePermission('insights:read'), filtered, async (c) =>
        csvResponse(
          c,
          'emberpath-retention.csv',
          retentionCsvRows(await getRetention(deps, c.req.valid('query'))),
        ),
      )
      .get('/activity', requirePermission('insights:read'), filtered, async (c) =>
        c.json(await getActivity(deps, c.req.valid('query'))),
      )
      .get('/activity/export.csv', requirePermission('insights:read'), filtered, async (c) =>
        csvResponse(
          c,
          'emberpath-activity.csv',
          activityCsvRows(await getActivity(deps, c.req.valid('query'))),
        ),
      )
      .get('/activity/streaks.csv', requirePermission('insights:read'), filtered, async (c) =>
        csvResponse(
          c,
          'emberpath-streaks.csv',
          streaksCsvRows(await getActivity(deps, c.req.valid('query'))),
        ),
      )
      .get('/operations', requirePermission('insights:read'), filtered, async (c) =>
        c.json(await getOperations(deps, c.req.valid('query'))),
      )
      .get('/operations/export.csv', requirePermission('insights:read'), filtered, async (c) =>
        csvResponse(
          c,
          'emberpath-operations.csv',
          operationsCsvRows(await getOperations(deps, c.req.valid('query'))),
        ),
      )
      .get('/operations/overdue.csv', requirePermission('insights:read'), filtered, async (c) =>
        csvResponse(
          c,
          'emberpath-overdue-kits.csv',
          overdueClaimsCsvRows(
            await listAllOverdueClaims(deps, { filter: c.req.valid('query'), limit: CSV_MAX_ROWS }),
          ),
        ),
      )
      .get('/reviews', requirePermission('insights:read'), filtered, async (c) =>
        c.json(await getReviewInsights(deps, c.req.valid('query'))),
      )
      .get('/reviews/export.csv', requirePermission('insights:read'), filtered, async (c) =>
        csvResponse(
          c,
          'emberpath-feedback.csv',
          reviewsCsvRows(await getReviewInsights(deps, c.req.valid('query'))),
        ),
      )
      .get('/comebacks', requirePermission('insights:read'), filtered, async (c) =>
        c.json(await getComebacks(deps, c.req.valid('query'))),
      )
      .get('/comebacks/export.csv', requirePermission('insights:read'), filtered, async (c) =>
        csvResponse(
          c,
          'emberpath-comebacks.csv',
          comebacksCsvRows(await getComebacks(deps, c.req.valid('query'))),
        ),
      )
      .get(
        '/quiet-pairs',
        requirePermission('insights:read'),
        validate('query', quietPairsQuerySchema),
        async (c) => c.json(await listQuietBuddyPairs(deps, c.req.valid('query'))),
      )
      .get('/quiet-pairs/export.csv', requirePermission('insights:read'), async (c) =>
        csvResponse(
          c,
          'emberpath-quiet-buddy-pairs.csv',
          quietPairsCsvRows(await listQuietBuddyPairs(deps, csvPage)),
        ),
      )
      .get(
        '/at-risk/:kind',
        requirePermission('insights:read'),
        validate('param', atRiskKindParamSchema),
        validate('query', atRiskQuerySchema),
        async (c) =>
          c.json(
            await listAtRisk(deps, {
              kind: c.req.valid('param').kind,
              query: c.req.valid('query'),
            }),
          ),
      )
      .get(
        '/at-risk/:kind/export.csv',
        requirePermission('insights:read'),
        validate('param', atRiskKindParamSchema),
        validate('query', atRiskQuerySchema),
        async (c) => {
          const kind = c.req.valid('param').kind;
          const list = await listAtRisk(deps, {
            kind,
            query: { ...c.req.valid('query'), ...csvPage },
          });
          return csvResponse(c, `emberpath-at-risk-${kind}.csv`, atRiskCsvRows(list));
        },
      )
      .post(
        '/nudges/preview',
        requirePermission('nudges:send'),
        validate('json', nudgeInputSchema),
        async (c) => c.json(await previewNudges(deps, c.req.valid('json'))),
      )
      .post(
        '/nudges',
        requirePermission('nudges:send'),
        validate('json', nudgeInputSchema),
        async (c) =>
          c.json(await sendNudges(deps, { ...c.req.valid('json'), actor: actorOf(c.get('user')) })),
      )
      .get('/nudge-results', requirePermission('insights:read'), async (c) =>
        c.json(await getNudgeResults(deps)),
      )
      .get('/nudge-results/export.csv', requirePermission('insights:read'), async (c) =>
        csvResponse(
          c,
          'emberpath-nudge-results.csv',
          nudgeResultsCsvRows(await getNudgeResults(deps)),
        ),
      )
      .get('/standing-nudges', requirePermission('nudges:send'), async (c) =>
        c.json(presentStandingNudges(await listStandingNudges(deps))),
      )
      .post(
        '/standing-nudges',
        requirePermission('nudges:send'),
        validate('json', standingNudgeInputSchema),
        async (c) =>
          c.json(
            presentStandingNudge(
              await createStandingNudge(deps, {
                ...c.req.valid('json'),
                actor: actorOf(c.get('user')),
              }),
            ),
            201,
          ),
      )
      .post(
        '/standing-nudges/:standingNudgeId/stop',
        requirePermission('nudges:send'),
        validate('param', standingNudgeIdParamSchema),
        async (c) => {
          await stopStandingNudge(deps, {
            standingNudgeId: c.req.valid('param').standingNudgeId,
            actor: actorOf(c.get('user')),
          });
          return c.body(null, 204);
        },
      )
      .get('/nudge-templates', requirePermission('nudges:send'), async (c) =>
        c.json(await listNudgeTemplates(deps)),
      )
      .post(
        '/nudge-templates',
        requirePermission('nudges:send'),
        validate('json', nudgeTemplateInputSchema),
        async (c) =>
          c.json(
            await createNudgeTemplate(deps, {
              ...c.req.valid('json'),
              actor: actorOf(c.get('user')),
            }),
            201,
          ),
      )
      .put(
        '/nudge-templates/:templateId',
        requirePermission('nudges:send'),
        validate('param', nudgeTemplateIdParamSchema),
        validate('json', nudgeTemplateInputSchema),
        async (c) =>
          c.json(
            await changeNudgeTemplate(deps, {
              ...c.req.valid('json'),
              templateId: c.req.valid('param').templateId,
              actor: actorOf(c.get('user')),
            }),
          ),
      )
      .delete(
        '/nudge-templates/:templateId',
        requirePermission('nudges:send'),
        validate('param', nudgeTemplateIdParamSchema),
        async (c) => {
          await removeNudgeTemplate(deps, {
            templateId: c.req.valid('param').templateId,
            actor: actorOf(c.get('user')),
          });
          return c.body(null, 204);
        },
      )
  );
}
