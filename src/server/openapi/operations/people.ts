import * as answerSharesSchemas from '#shared/schemas/answer-shares.ts';
import * as buddiesSchemas from '#shared/schemas/buddies.ts';
import { questIdParamSchema } from '#shared/schemas/journey.ts';
import * as invitesSchemas from '#shared/schemas/invites.ts';
import * as notificationsSchemas from '#shared/schemas/notifications.ts';
import * as settings from '../responses/settings.ts';
import * as social from '../responses/social.ts';
import { op } from '../operation.ts';

/** Invitations, buddies and the bell. */
export const peopleOperations = [
  op('GET', '/api/invites', 'creator', '`canInvite`, and the invitation sent or null', {
    responses: { 200: social.inviteOverviewSchema },
  }),
  op(
    'POST',
    '/api/invites',
    'creator',
    "sends the invitation, alike whoever has an account (201; 422 'Missing Information', 403 before realm 2, 409 once someone joined with it, 429 after 5 sends)",
    { body: invitesSchemas.sendInviteInputSchema, responses: { 201: social.inviteSentSchema } },
  ),
  op(
    'GET',
    '/api/invites/by-code/:code',
    'public',
    "an open invitation's inviter and address (and the sign-up cookie), or its status; 404 unknown",
    { params: invitesSchemas.inviteCodeParamSchema, responses: { 200: social.inviteLinkSchema } },
  ),
  op(
    'GET',
    '/api/buddies',
    'creator',
    'the buddy cards (realm, progress, current quest, streak, `streakTogether`, `nudge`, notes), `thisWeek`, `waitingRequests`',
    { responses: { 200: social.buddyCardsSchema } },
  ),
  op(
    'GET',
    '/api/buddies/overview',
    'creator',
    "Manage Buddies: incoming (with a findable sender's `about`: bio and links), sent, current, past, blocked, `isFindable`",
    { responses: { 200: social.buddyOverviewSchema } },
  ),
  op(
    'GET',
    '/api/buddies/candidates',
    'creator',
    "'Find a Realm Buddy': up to 20 findable creators in the same realm with room, each with `about`; the asker's own `isFindable`",
    { responses: { 200: social.buddyCandidatesSchema } },
  ),
  op('PUT', '/api/buddies/visibility', 'creator', "listed by 'Find a Realm Buddy' or not", {
    body: buddiesSchemas.buddyVisibilityInputSchema,
    responses: { 200: social.buddyVisibilitySchema },
  }),
  op(
    'POST',
    '/api/buddies/requests',
    'creator',
    "a request by email or to a creator (201; 200 already open; 409 'Two Buddies Already')",
    {
      body: buddiesSchemas.buddyRequestInputSchema,
      responses: { 200: social.buddyRequestSentSchema, 201: social.buddyRequestSentSchema },
    },
  ),
  op(
    'POST',
    '/api/buddies/requests/:requestId/accept',
    'creator',
    "pairs the two (404 not waiting for you; 409 'Different Realms', 'Two Buddies Already')",
    {
      params: buddiesSchemas.buddyRequestIdParamSchema,
      responses: { 200: social.buddyPairedSchema },
    },
  ),
  op(
    'POST',
    '/api/buddies/requests/:requestId/decline',
    'creator',
    'declines one sent to you, quietly (404 otherwise)',
    {
      params: buddiesSchemas.buddyRequestIdParamSchema,
      responses: { 200: social.buddyRequestClosedSchema },
    },
  ),
  op(
    'POST',
    '/api/buddies/requests/:requestId/cancel',
    'creator',
    'cancels one you sent (404 otherwise)',
    {
      params: buddiesSchemas.buddyRequestIdParamSchema,
      responses: { 200: social.buddyRequestClosedSchema },
    },
  ),
  op(
    'POST',
    '/api/buddies/blocks',
    'creator',
    'blocks, silently, someone who asked you or was your buddy (404 anyone else)',
    {
      body: buddiesSchemas.blockCreatorInputSchema,
      responses: { 200: social.blockedCreatorSchema },
    },
  ),
  op('DELETE', '/api/buddies/blocks/:creatorId', 'creator', 'unblocks', {
    params: buddiesSchemas.creatorIdParamSchema,
    responses: { 200: social.blockedCreatorSchema },
  }),
  op(
    'POST',
    '/api/buddies/:pairId/end',
    'creator',
    'ends a pairing, and the other is told (404 not yours or ended)',
    {
      params: buddiesSchemas.buddyPairIdParamSchema,
      responses: { 200: social.buddyPairEndedSchema },
    },
  ),
  op(
    'POST',
    '/api/buddies/:pairId/nudge',
    'creator',
    "nudges a buddy quiet 2+ days: the bell, and an email unless they turned nudges off (201; 404 not your pairing; 409 'Your Buddy Is on Their Way', 'No Nudge Needed', 'Nudged Today'); once a day per pair per sender",
    {
      params: buddiesSchemas.buddyPairIdParamSchema,
      responses: { 201: social.buddyNudgedSchema },
    },
  ),
  op(
    'PUT',
    '/api/buddies/:pairId/note',
    'creator',
    "this week's note, rewritable until Sunday (422 'Share Your Week'; 404 not your pairing)",
    {
      params: buddiesSchemas.buddyPairIdParamSchema,
      body: buddiesSchemas.buddyNoteInputSchema,
      responses: { 200: social.buddyNoteWrittenSchema },
    },
  ),
  op(
    'POST',
    '/api/quests/:questId/share',
    'creator',
    "shares a completed answer with the creator's current buddies (201; 200 already shared; 404 'Nothing to Share Yet'; 409 'No Buddy Yet'); each buddy is told once",
    {
      params: questIdParamSchema,
      responses: { 200: social.answerSharedSchema, 201: social.answerSharedSchema },
    },
  ),
  op(
    'DELETE',
    '/api/quests/:questId/share',
    'creator',
    'stops sharing the answer (its reactions go with it); stopping twice is no error',
    { params: questIdParamSchema, responses: { 200: social.answerSharedSchema } },
  ),
  op(
    'GET',
    '/api/buddies/shared',
    'creator',
    'answers the current buddies shared with you and yours shared with them, each with the buddy’s reaction and comment; the current buddies',
    { responses: { 200: social.sharedAnswersSchema } },
  ),
  op(
    'PUT',
    '/api/shares/:shareId/reaction',
    'creator',
    "the buddy's reaction and comment (≤ 280) on an answer shared with them; a field left out is kept (404 not shared with you or the pairing ended; 403 'Your Own Answer'; 422 'Nothing to Save')",
    {
      params: answerSharesSchemas.shareIdParamSchema,
      body: answerSharesSchemas.shareReactionInputSchema,
      responses: { 200: social.shareReactionSavedSchema },
    },
  ),
  op('GET', '/api/notifications', 'creator', 'the latest 20, newest first, and `unreadCount`', {
    responses: { 200: settings.notificationsResponseSchema },
  }),
  op(
    'GET',
    '/api/notifications/unread-count',
    'creator',
    '`{ unreadCount }`, polled every minute',
    {
      responses: { 200: settings.unreadCountSchema },
    },
  ),
  op('POST', '/api/notifications/read-all', 'creator', 'marks every one read', {
    responses: { 200: settings.unreadCountSchema },
  }),
  op(
    'POST',
    '/api/notifications/:notificationId/read',
    'creator',
    "marks one read (404 for another creator's)",
    {
      params: notificationsSchemas.notificationIdParamSchema,
      responses: { 200: settings.notificationReadSchema },
    },
  ),
];
