import { Hono } from 'hono';
import { createApiKeyRoutes } from './features/api-keys/api-keys.routes.ts';
import { createAuditRoutes } from './features/audit/audit.routes.ts';
import { createCohortConsoleRoutes } from './features/cohorts/cohorts-console.routes.ts';
import { createProgrammeStudioRoutes } from './features/curriculum/programme-studio.routes.ts';
import { createInsightsRoutes } from './features/insights/insights.routes.ts';
import { createLibraryStudioRoutes } from './features/library/library-studio.routes.ts';
import { createKitClaimRoutes } from './features/realms/kit-claims.routes.ts';
import { createReviewRoutes } from './features/reviews/reviews.routes.ts';
import { createStaffRoutes } from './features/staff/staff.routes.ts';
import { createWebhookRoutes } from './features/webhooks/webhooks.routes.ts';
import type { AppEnv } from './http/app-env.ts';

/** What every staff router needs, together. */
export type AdminDeps = Parameters<typeof createStaffRoutes>[0] &
  Parameters<typeof createKitClaimRoutes>[0] &
  Parameters<typeof createInsightsRoutes>[0] &
  Parameters<typeof createProgrammeStudioRoutes>[0] &
  Parameters<typeof createLibraryStudioRoutes>[0] &
  Parameters<typeof createWebhookRoutes>[0] &
  Parameters<typeof createApiKeyRoutes>[0] &
  Parameters<typeof createReviewRoutes>[0] &
  Parameters<typeof createCohortConsoleRoutes>[0];

/**
 * Every router under /api/admin, mounted here and nowhere else (decision 036):
 * the staff console and studios. Each route guards itself with requirePermission(…);
 * the policy test checks every one answers 403 to a creator.
 */
export function createAdminRoutes(deps: AdminDeps) {
  return new Hono<AppEnv>()
    .route('/', createStaffRoutes(deps))
    .route('/claims', createKitClaimRoutes(deps))
    .route('/audit', createAuditRoutes(deps))
    .route('/insights', createInsightsRoutes(deps))
    .route('/programme', createProgrammeStudioRoutes(deps))
    .route('/resources', createLibraryStudioRoutes(deps))
    .route('/webhooks', createWebhookRoutes(deps))
    .route('/api-keys', createApiKeyRoutes(deps))
    .route('/reviews', createReviewRoutes(deps))
    .route('/cohorts', createCohortConsoleRoutes(deps));
}
