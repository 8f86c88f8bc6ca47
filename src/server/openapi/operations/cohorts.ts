import * as cohortSchemas from '#shared/schemas/cohorts.ts';
import * as cohorts from '../responses/cohorts.ts';
import { noContent } from '../answers.ts';
import { op } from '../operation.ts';

/** Cohorts (decision 045): a creator's own and its join link, and the console's cohorts. */
export const cohortOperations = [
  op('GET', '/api/cohorts/mine', 'creator', "the creator's cohort: its week, openings and spread", {
    responses: { 200: cohorts.myCohortSchema },
  }),
  op(
    'GET',
    '/api/cohorts/join/:code',
    'public',
    "a join link's cohort: name, start, pace and whether it takes members (404 unknown); never who is in it",
    { params: cohortSchemas.joinCodeParamSchema, responses: { 200: cohorts.joinPreviewSchema } },
  ),
  op(
    'POST',
    '/api/cohorts/join',
    'creator',
    "joins the link's cohort (409 'Cohort Full', 'Cohort Closed', 'Already in a Cohort'; 404 unknown)",
    { body: cohortSchemas.joinCohortInputSchema, responses: { 200: cohorts.myCohortSchema } },
  ),
  op(
    'GET',
    '/api/admin/cohorts',
    'staff',
    'every cohort with its members counted and its join code',
    {
      permission: 'cohorts:manage',
      responses: { 200: cohorts.staffCohortListSchema },
    },
  ),
  op('POST', '/api/admin/cohorts', 'staff', 'creates a cohort (audited)', {
    permission: 'cohorts:manage',
    body: cohortSchemas.cohortInputSchema,
    responses: { 201: cohorts.staffCohortSchema },
  }),
  op(
    'PUT',
    '/api/admin/cohorts/:cohortId',
    'staff',
    'rewrites a cohort; its members stay (audited)',
    {
      permission: 'cohorts:manage',
      params: cohortSchemas.cohortIdParamSchema,
      body: cohortSchemas.cohortInputSchema,
      responses: { 200: cohorts.staffCohortSchema },
    },
  ),
  op('GET', '/api/admin/cohorts/:cohortId/members', 'staff', "a page of a cohort's members", {
    permission: 'cohorts:manage',
    params: cohortSchemas.cohortIdParamSchema,
    query: cohortSchemas.cohortMembersQuerySchema,
    responses: { 200: cohorts.cohortMembersSchema },
  }),
  op(
    'PUT',
    '/api/admin/cohorts/:cohortId/members/:userId',
    'staff',
    'adds a creator to the cohort, moving them from another; their journey stays (409 full; audited)',
    {
      permission: 'cohorts:manage',
      params: cohortSchemas.cohortMemberParamSchema,
      responses: { 204: noContent },
    },
  ),
  op(
    'DELETE',
    '/api/admin/cohorts/:cohortId/members/:userId',
    'staff',
    'takes a creator out of the cohort; they walk on alone (audited)',
    {
      permission: 'cohorts:manage',
      params: cohortSchemas.cohortMemberParamSchema,
      responses: { 204: noContent },
    },
  ),
];
