import * as calendarFeedSchemas from '#shared/schemas/calendar-feed.ts';
import * as emailPreferencesSchemas from '#shared/schemas/email-preferences.ts';
import * as profileSchemas from '#shared/schemas/profile.ts';
import * as pushSchemas from '#shared/schemas/push.ts';
import * as remindersSchemas from '#shared/schemas/reminders.ts';
import * as settings from '../responses/settings.ts';
import { calendarFile, zipFile } from '../answers.ts';
import { op, fileAnswers } from '../operation.ts';

/**
 * The creator's own settings: reminders, push, emails, profile and address,
 * their data, the calendar feed.
 */
export const settingsOperations = [
  op('GET', '/api/reminders', 'creator', 'the daily check-in reminder', {
    responses: { 200: settings.reminderSettingsSchema },
  }),
  op('PUT', '/api/reminders', 'creator', 'turns it on or off, at `localTime` (HH:MM)', {
    body: remindersSchemas.reminderSettingsInputSchema,
    responses: { 200: settings.reminderSettingsSchema },
  }),
  op('GET', '/api/push/public-key', 'creator', "the server's VAPID key, for `pushManager`", {
    responses: { 200: settings.pushPublicKeySchema },
  }),
  op(
    'POST',
    '/api/push/subscriptions',
    'creator',
    "this browser's push subscription (201; 422 a push service not on the list)",
    {
      body: pushSchemas.pushSubscriptionInputSchema,
      responses: { 201: settings.pushSubscribedSchema },
    },
  ),
  op('DELETE', '/api/push/subscriptions', 'creator', "forgets this browser's subscription", {
    body: pushSchemas.pushEndpointInputSchema,
    responses: { 200: settings.pushUnsubscribedSchema },
  }),
  op('GET', '/api/email-preferences', 'creator', 'which optional emails the creator gets', {
    responses: { 200: settings.emailPreferencesSchema },
  }),
  op('PUT', '/api/email-preferences', 'creator', 'turns one kind on or off', {
    body: emailPreferencesSchemas.emailPreferenceInputSchema,
    responses: { 200: settings.emailPreferencesSchema },
  }),
  op('GET', '/api/profile', 'creator', 'the display name, "What I create", links, picture', {
    responses: { 200: settings.profileSchema },
  }),
  op('PUT', '/api/profile', 'creator', 'changes them (up to 3 links; 422 with the words)', {
    body: profileSchemas.profileInputSchema,
    responses: { 200: settings.profileSchema },
  }),
  op(
    'DELETE',
    '/api/profile',
    'creator',
    'clears them, the picture too; the zone follows the device, not listed to buddies',
    { responses: { 200: settings.profileSchema } },
  ),
  op(
    'PUT',
    '/api/profile/avatar',
    'creator',
    'the picture as the raw body (415 not JPG/PNG/WebP, 413 over 5 MB), re-encoded',
    { upload: true, responses: { 200: settings.avatarStoredSchema } },
  ),
  op('DELETE', '/api/profile/avatar', 'creator', 'back to initials', {
    responses: { 200: settings.avatarRemovedSchema },
  }),
  op(
    'GET',
    '/api/profile/avatars/:userId/:avatarId',
    'creator',
    'a picture, to signed-in people holding its current path (404 otherwise)',
    { params: profileSchemas.avatarParamSchema, responses: fileAnswers },
  ),
  op(
    'GET',
    '/api/profile/shipping-address',
    'creator',
    'the saved address a kit claim starts from',
    {
      responses: { 200: settings.shippingAddressSchema },
    },
  ),
  op('PUT', '/api/profile/shipping-address', 'creator', 'saves it', {
    body: profileSchemas.shippingAddressInputSchema,
    responses: { 200: settings.savedShippingAddressSchema },
  }),
  op(
    'PUT',
    '/api/profile/time-zone',
    'creator',
    'the zone "today" is counted in, following the device or kept by hand',
    {
      body: profileSchemas.timeZoneSettingInputSchema,
      responses: { 200: settings.timeZoneSettingAnswerSchema },
    },
  ),
  op('GET', '/api/account/export', 'creator', 'the zip of everything of the creator, streamed', {
    responses: { 200: zipFile },
  }),
  op(
    'POST',
    '/api/account/delete',
    'creator',
    "deletes the account (422 'Check Your Email' / 'Wrong Password'; 403 'Sign In Again')",
    {
      body: profileSchemas.deleteAccountInputSchema,
      responses: { 200: settings.accountDeletedSchema },
    },
  ),
  op('GET', '/api/calendar-feed', 'creator', '"Add reminders to my calendar": on or off', {
    responses: { 200: settings.calendarFeedSchema },
  }),
  op(
    'PUT',
    '/api/calendar-feed',
    'creator',
    'turns it on (the same address when on), or gives it a new address',
    {
      body: calendarFeedSchemas.calendarFeedInputSchema,
      responses: { 200: settings.calendarFeedOnSchema },
    },
  ),
  op('DELETE', '/api/calendar-feed', 'creator', 'turns it off: the address answers 404', {
    responses: { 200: settings.calendarFeedOffSchema },
  }),
  op(
    'GET',
    '/api/calendar/:token',
    'public',
    'the feed, its address the authority: `text/calendar` (404 once revoked)',
    { params: calendarFeedSchemas.calendarFeedTokenParamSchema, responses: { 200: calendarFile } },
  ),
];
