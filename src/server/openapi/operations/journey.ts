import * as journeySchemas from '#shared/schemas/journey.ts';
import * as librarySchemas from '#shared/schemas/library.ts';
import { meSchema } from '#shared/schemas/me.ts';
import * as journey from '../responses/journey.ts';
import * as library from '../responses/library.ts';
import * as settings from '../responses/settings.ts';
import { notModified, redirect } from '../answers.ts';
import { op, fileAnswers } from '../operation.ts';

/**
 * The creator's journey: who they are, progress, quests, check-ins, realms
 * and kits, the curriculum's words, the library.
 */
export const journeyOperations = [
  op('GET', '/api/me', 'creator', 'the signed-in person (fresh from the database) and `isStaff`', {
    responses: { 200: meSchema },
  }),
  op('PUT', '/api/me/time-zone', 'creator', 'the IANA zone "today" is counted in', {
    body: journeySchemas.timeZoneInputSchema,
    responses: { 200: settings.timeZoneAnswerSchema },
  }),
  op(
    'GET',
    '/api/progress',
    'creator',
    'realms with quests and answers, check-ins, kits, buddies, streak, today; 304 to its ETag',
    { responses: { 200: journey.progressResponseSchema, 304: notModified } },
  ),
  op(
    'POST',
    '/api/quests/:questId/complete',
    'creator',
    "completes a quest or final task (422 'Content Required' / 'File Required', 403 locked realm, 409 done)",
    {
      params: journeySchemas.questIdParamSchema,
      body: journeySchemas.completeQuestInputSchema,
      responses: { 200: journey.questCompletedSchema },
    },
  ),
  op(
    'PUT',
    '/api/quests/:questId/file',
    'creator',
    'the worksheet as the raw body, its name in `X-File-Name` (415 wrong type, 413 over 50 MB)',
    {
      params: journeySchemas.questIdParamSchema,
      upload: true,
      responses: { 200: journey.worksheetStoredSchema },
    },
  ),
  op(
    'GET',
    '/api/quests/:questId/file',
    'creator',
    "a worksheet: one's own, or anyone's for staff (404 otherwise)",
    {
      params: journeySchemas.questIdParamSchema,
      query: journeySchemas.worksheetFileQuerySchema,
      responses: fileAnswers,
    },
  ),
  op(
    'PUT',
    '/api/commitments/this-week',
    'creator',
    'writes or rewrites "This week I will …" for the creator\'s own week (one line, 120 characters)',
    { body: journeySchemas.commitmentInputSchema, responses: { 200: journey.commitmentSchema } },
  ),
  op('GET', '/api/checkins', 'creator', 'check-in history, newest first, with `nextBefore`', {
    query: journeySchemas.checkinPageQuerySchema,
    responses: { 200: journey.checkinPageSchema },
  }),
  op(
    'GET',
    '/api/checkins/calendar',
    'creator',
    "the days with a check-in in the last 12 weeks, in the creator's zone",
    { responses: { 200: journey.checkinCalendarSchema } },
  ),
  op(
    'POST',
    '/api/checkins',
    'creator',
    "today's check-in (201; 422 'Share Your Thoughts', 409 already done)",
    { body: journeySchemas.checkinInputSchema, responses: { 201: journey.checkinSchema } },
  ),
  op(
    'GET',
    '/api/realms/last-claim',
    'creator',
    "the address of the creator's newest kit claim, or null",
    { responses: { 200: journey.lastClaimAddressSchema } },
  ),
  op(
    'POST',
    '/api/realms/:realmId/claim-again',
    'creator',
    "a cancelled kit claimed again with a corrected address (409 'Already Claimed'; 404 no claim)",
    {
      params: journeySchemas.realmIdParamSchema,
      body: journeySchemas.rewardClaimInputSchema,
      responses: { 200: journey.kitClaimAnswerSchema },
    },
  ),
  op(
    'POST',
    '/api/realms/:realmId/complete',
    'creator',
    "completes the realm with its Ember Kit claim (201; 409 'Already Claimed' when done before)",
    {
      params: journeySchemas.realmIdParamSchema,
      body: journeySchemas.rewardClaimInputSchema,
      responses: { 201: journey.kitClaimAnswerSchema },
    },
  ),
  op(
    'GET',
    '/api/resources',
    'creator',
    'the library sections: `isUnlocked`, `lockHint`, resources (`fileUrl` where unlocked)',
    { responses: { 200: library.librarySchema } },
  ),
  op(
    'GET',
    '/api/resources/unlocks',
    'creator',
    "sections a completion opened that 'New Resources Unlocked!' has not shown",
    { responses: { 200: library.sectionUnlocksSchema } },
  ),
  op('POST', '/api/resources/unlocks/:realmId/seen', 'creator', 'marks one shown', {
    params: librarySchemas.unlockRealmParamSchema,
    responses: { 200: library.sectionUnlockSeenSchema },
  }),
  op(
    'GET',
    '/api/resources/:resourceId/file',
    'creator',
    'the file after the unlock check (404 locked or deleted; on S3 a 302 to a signed URL)',
    {
      params: librarySchemas.resourceIdParamSchema,
      responses: { ...fileAnswers, 302: redirect('A signed URL of the object store, 5 minutes') },
    },
  ),
  op(
    'GET',
    '/api/curriculum',
    'creator',
    "the open realms' words (prompts, affirmations, kits) and the quotes; 304 to its ETag",
    { responses: { 200: journey.curriculumResponseSchema, 304: notModified } },
  ),
];
