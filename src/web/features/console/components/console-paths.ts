import { paths, withQuery } from '#shared/paths.ts';

// Here rather than in #shared/paths.ts: that module is in the first paint of /, and only the
// console links to these.

/** One endpoint's page: its delivery log. */
export const adminWebhookPath = (endpointId: string) =>
  paths.adminWebhook.replace(':endpointId', encodeURIComponent(endpointId));

/** One answer waiting for feedback, as a coach reviews it. */
export const adminReviewPath = (requestId: number) =>
  paths.adminReview.replace(':requestId', String(requestId));

/** One cohort's page: its members. */
export const adminCohortPath = (cohortId: number) =>
  paths.adminCohort.replace(':cohortId', String(cohortId));

/** The link a creator follows to join a cohort: sign in or up, then join. */
export const cohortJoinPath = (joinCode: string) => withQuery(paths.auth, { cohort: joinCode });
