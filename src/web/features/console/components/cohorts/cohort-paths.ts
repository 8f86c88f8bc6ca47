import { paths, withQuery } from '#shared/paths.ts';

// Here rather than in #shared/paths.ts: that module is in the first paint of /, these are not.

/** One cohort's page in the staff console: its members. */
export const adminCohortPath = (cohortId: number) =>
  paths.adminCohort.replace(':cohortId', String(cohortId));

/** The link a creator follows to join a cohort: sign in or up, then join. */
export const cohortJoinPath = (joinCode: string) => withQuery(paths.auth, { cohort: joinCode });
