import { z } from 'zod';
import { optionalEmailKinds, optionalEmailKindValues } from '#shared/rules/email-kinds.ts';
import { notificationKinds } from '#shared/rules/notification-kinds.ts';
import { count, isoDateTime, serialId } from './common.ts';

/** The creator's own settings: profile, zone, reminders, push, emails, calendar feed, bell. */

export const timeZoneAnswerSchema = z.object({ timeZone: z.string() });
export const timeZoneSettingAnswerSchema = z.object({
  timeZone: z.string(),
  followsDevice: z.boolean(),
});

export const profileSchema = z.object({
  hasAvatar: z.boolean(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  bio: z.string(),
  links: z.array(z.string()),
});
export const avatarStoredSchema = z.object({ image: z.string() });
export const avatarRemovedSchema = z.object({ image: z.null() });

/** The address book's one address; `updatedAt` null until the creator first saves one. */
export const shippingAddressSchema = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  updatedAt: isoDateTime.nullable(),
});
export const savedShippingAddressSchema = shippingAddressSchema.extend({ updatedAt: isoDateTime });

export const accountDeletedSchema = z.object({ deleted: z.literal(true) });

export const reminderSettingsSchema = z.object({
  isEnabled: z.boolean(),
  /** HH:MM in `timeZone`. */
  localTime: z.string().regex(/^\d\d:\d\d$/),
  timeZone: z.string(),
});

export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export const pushSubscribedSchema = z.object({ endpoint: z.string() });
export const pushUnsubscribedSchema = z.object({ removed: count });

const optionalEmailKind = z.enum(optionalEmailKindValues);
type OptionalEmailLabel = (typeof optionalEmailKinds)[number]['label'];
const optionalEmailLabels = optionalEmailKinds.map((entry) => entry.label) as [
  OptionalEmailLabel,
  ...OptionalEmailLabel[],
];
export const emailPreferencesSchema = z.object({
  email: z.string(),
  preferences: z.array(
    z.object({
      kind: optionalEmailKind,
      label: z.enum(optionalEmailLabels),
      isEnabled: z.boolean(),
    }),
  ),
});
/** What an unsubscribe link stops, as its page shows it. */
export const unsubscribeLinkSchema = z.object({
  email: z.string(),
  kind: optionalEmailKind,
  label: z.string(),
});
export const unsubscribeDetailsSchema = unsubscribeLinkSchema.extend({
  isUnsubscribed: z.boolean(),
});

/** "Add reminders to my calendar": both forms of the private address, or none when off. */
export const calendarFeedOnSchema = z.object({
  isEnabled: z.literal(true),
  httpsUrl: z.string(),
  webcalUrl: z.string(),
});
export const calendarFeedOffSchema = z.object({
  isEnabled: z.literal(false),
  httpsUrl: z.null(),
  webcalUrl: z.null(),
});
export const calendarFeedSchema = z.discriminatedUnion('isEnabled', [
  calendarFeedOnSchema,
  calendarFeedOffSchema,
]);

export const notificationSchema = z.object({
  id: serialId,
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  actionPath: z.string(),
  createdAt: isoDateTime,
  readAt: isoDateTime.nullable(),
});
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: count,
});
export const unreadCountSchema = z.object({ unreadCount: count });
export const notificationReadSchema = z.object({ notification: notificationSchema });
