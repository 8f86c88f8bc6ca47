import { apiClient } from '#web/lib/api-client.ts';

/** The insights endpoints, shared by the one file per view beside this one. */
export const insights = apiClient.api.admin.insights;

/** A view's filters: the sign-up cohort ('week:2026-11-09', 'month:2026-11') and sign-up dates. */
export type InsightFilters = { cohort?: string; from?: string; to?: string };
