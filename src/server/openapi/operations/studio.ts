import * as curriculumSchemas from '#shared/schemas/curriculum.ts';
import * as librarySchemas from '#shared/schemas/library.ts';
import * as library from '../responses/library.ts';
import * as programme from '../responses/programme.ts';
import { op } from '../operation.ts';

/** What staff write: the programme studio and the content studio. */
export const studioOperations = [
  op('GET', '/api/admin/programme', 'staff', 'the ten realms with their state, prompts, quotes', {
    permission: 'programme:edit',
    responses: { 200: programme.programmeOverviewSchema },
  }),
  op('GET', '/api/admin/programme/realms/:realmId', 'staff', "one realm's words and quests", {
    permission: 'programme:edit',
    params: curriculumSchemas.realmIdParamSchema,
    responses: { 200: programme.realmDetailSchema },
  }),
  op('PATCH', '/api/admin/programme/realms/:realmId', 'staff', "a realm's and its kit's words", {
    permission: 'programme:edit',
    params: curriculumSchemas.realmIdParamSchema,
    body: curriculumSchemas.realmWordsInputSchema,
    responses: { 200: programme.realmChangedSchema },
  }),
  op(
    'POST',
    '/api/admin/programme/realms/:realmId/quests',
    'staff',
    'adds a quest or the final task (201)',
    {
      permission: 'programme:edit',
      params: curriculumSchemas.realmIdParamSchema,
      body: curriculumSchemas.newQuestInputSchema,
      responses: { 201: programme.questIdSchema },
    },
  ),
  op(
    'PUT',
    '/api/admin/programme/realms/:realmId/quest-order',
    'staff',
    'the quests in a new order',
    {
      permission: 'programme:edit',
      params: curriculumSchemas.realmIdParamSchema,
      body: curriculumSchemas.questOrderInputSchema,
      responses: { 200: programme.questOrderSchema },
    },
  ),
  op(
    'POST',
    '/api/admin/programme/realms/:realmId/publish',
    'staff',
    'opens a realm now, or at a time in a zone (422 listing what it still needs)',
    {
      permission: 'programme:publish',
      params: curriculumSchemas.realmIdParamSchema,
      body: curriculumSchemas.publishRealmInputSchema,
      responses: { 200: programme.realmPublishedSchema },
    },
  ),
  op(
    'POST',
    '/api/admin/programme/realms/:realmId/unschedule',
    'staff',
    'a scheduled realm back to draft',
    {
      permission: 'programme:publish',
      params: curriculumSchemas.realmIdParamSchema,
      responses: { 200: programme.realmUnscheduledSchema },
    },
  ),
  op(
    'POST',
    '/api/admin/programme/realms/:realmId/unpublish',
    'staff',
    'a live realm no creator has started back to draft (409 once one has)',
    {
      permission: 'programme:publish',
      params: curriculumSchemas.realmIdParamSchema,
      responses: { 200: programme.realmUnscheduledSchema },
    },
  ),
  op('PATCH', '/api/admin/programme/quests/:questId', 'staff', "a quest's words or type", {
    permission: 'programme:edit',
    params: curriculumSchemas.questIdParamSchema,
    body: curriculumSchemas.questChangeInputSchema,
    responses: { 200: programme.questIdSchema },
  }),
  op(
    'DELETE',
    '/api/admin/programme/quests/:questId',
    'staff',
    'removes a quest (answers stay in history)',
    {
      permission: 'programme:edit',
      params: curriculumSchemas.questIdParamSchema,
      responses: { 200: programme.questRemovedSchema },
    },
  ),
  op(
    'PUT',
    '/api/admin/programme/quests/:questId/template',
    'staff',
    "a worksheet quest's template from the library, or none",
    {
      permission: 'programme:edit',
      params: curriculumSchemas.questIdParamSchema,
      body: curriculumSchemas.templateInputSchema,
      responses: { 200: programme.questTemplateSchema },
    },
  ),
  op('PUT', '/api/admin/programme/checkin-prompts', 'staff', 'the seven weekday prompts', {
    permission: 'programme:edit',
    body: curriculumSchemas.checkinPromptsInputSchema,
    responses: { 200: programme.checkinPromptsSchema },
  }),
  op('PUT', '/api/admin/programme/insights', 'staff', 'the four insight quotes', {
    permission: 'programme:edit',
    body: curriculumSchemas.insightsInputSchema,
    responses: { 200: programme.insightQuotesSchema },
  }),
  op('GET', '/api/admin/resources', 'staff', 'every library resource, deleted ones too', {
    permission: 'library:manage',
    responses: { 200: library.studioResourcesSchema },
  }),
  op(
    'POST',
    '/api/admin/resources',
    'staff',
    "creates one (201; 422 'Title is required', a quest of that realm)",
    {
      permission: 'library:manage',
      body: librarySchemas.resourceInputSchema,
      responses: { 201: library.studioResourceSchema },
    },
  ),
  op(
    'POST',
    '/api/admin/resources/files',
    'staff',
    "a new resource's file as the raw body, stored before the resource (201)",
    {
      permission: 'library:manage',
      upload: true,
      responses: { 201: library.stagedResourceFileSchema },
    },
  ),
  op('PATCH', '/api/admin/resources/:resourceId', 'staff', 'changes a resource', {
    permission: 'library:manage',
    params: librarySchemas.resourceIdParamSchema,
    body: librarySchemas.resourceUpdateSchema,
    responses: { 200: library.studioResourceSchema },
  }),
  op(
    'DELETE',
    '/api/admin/resources/:resourceId',
    'staff',
    'hides it at once (404 when already deleted)',
    {
      permission: 'library:manage',
      params: librarySchemas.resourceIdParamSchema,
      responses: { 200: library.resourceDeletedSchema },
    },
  ),
  op(
    'PUT',
    '/api/admin/resources/:resourceId/file',
    'staff',
    'replaces its file with the raw body once stored (415 wrong content, 413 over 50 MB)',
    {
      permission: 'library:manage',
      params: librarySchemas.resourceIdParamSchema,
      upload: true,
      responses: { 200: library.studioResourceSchema },
    },
  ),
];
