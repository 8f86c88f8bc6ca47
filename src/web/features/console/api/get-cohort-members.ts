import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { consoleListQueryOptions } from './console-requests.ts';
import { cohorts } from './get-cohorts.ts';

const members = cohorts[':cohortId'].members;

export type CohortMember = InferResponseType<typeof members.$get, 200>['items'][number];

/** A cohort's members, a page at a time. */
export const useCohortMembers = (cohortId: number, page: number) =>
  useQuery(
    consoleListQueryOptions('cohort-members', { cohortId, page }, ({ page }) =>
      members.$get({ param: { cohortId: String(cohortId) }, query: { page: page ?? '1' } }),
    ),
  );
