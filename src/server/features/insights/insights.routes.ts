import { Hono } from 'hono';
import {
  atRiskKindParamSchema,
  atRiskQuerySchema,
  insightFilterSchema,
  nudgeInputSchema,
  quietPairsQuerySchema,
  stallQuestParamSchema,
} from '#shared/schemas/insights.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { csvResponse } from '../../http/csv.ts';
import { validate } from '../../http/validate.ts';
import { actorOf } from '../audit/audit.service.ts';
import { atRiskCsvRows, funnelCsvRows, quietPairsCsvRows, stallCsvRows } from './insights-csv.ts';
import {
  getFunnel,
  getStall,
  listAtRisk,
  listQuietBuddyPairs,
  listSittingOn,
} from './insights.service.ts';
import { sendNudges, type NudgeDeps } from './nudges.service.ts';

/** A CSV of a list holds at most this many rows (its first pages, in the order asked). */
const CSV_MAX_ROWS = 5_000;
const csvPage = { page: 1, pageSize: CSV_MAX_ROWS };

/** Mounted under /api/admin/insights: the programme's insights and nudges, staff only. */
export function createInsightsRoutes(deps: NudgeDeps & { guards: AuthGuards }) {
  const { requireStaff } = deps.guards;
  return new Hono<AppEnv>()
    .get('/funnel', requireStaff, validate('query', insightFilterSchema), async (c) =>
      c.json(await getFunnel(deps, c.req.valid('query'))),
    )
    .get('/funnel/export.csv', requireStaff, validate('query', insightFilterSchema), async (c) =>
      csvResponse(
        c,
        'emberpath-funnel.csv',
        funnelCsvRows(await getFunnel(deps, c.req.valid('query'))),
      ),
    )
    .get('/stall', requireStaff, validate('query', insightFilterSchema), async (c) =>
      c.json(await getStall(deps, c.req.valid('query'))),
    )
    .get('/stall/export.csv', requireStaff, validate('query', insightFilterSchema), async (c) =>
      csvResponse(
        c,
        'emberpath-stall.csv',
        stallCsvRows(await getStall(deps, c.req.valid('query'))),
      ),
    )
    .get(
      '/stall/:questId',
      requireStaff,
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
    .get('/quiet-pairs', requireStaff, validate('query', quietPairsQuerySchema), async (c) =>
      c.json(await listQuietBuddyPairs(deps, c.req.valid('query'))),
    )
    .get('/quiet-pairs/export.csv', requireStaff, async (c) =>
      csvResponse(
        c,
        'emberpath-quiet-buddy-pairs.csv',
        quietPairsCsvRows(await listQuietBuddyPairs(deps, csvPage)),
      ),
    )
    .get(
      '/at-risk/:kind',
      requireStaff,
      validate('param', atRiskKindParamSchema),
      validate('query', atRiskQuerySchema),
      async (c) =>
        c.json(
          await listAtRisk(deps, { kind: c.req.valid('param').kind, query: c.req.valid('query') }),
        ),
    )
    .get(
      '/at-risk/:kind/export.csv',
      requireStaff,
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
    .post('/nudges', requireStaff, validate('json', nudgeInputSchema), async (c) =>
      c.json(await sendNudges(deps, { ...c.req.valid('json'), actor: actorOf(c.get('user')) })),
    );
}
