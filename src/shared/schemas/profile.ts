import { z } from 'zod';
import { rewardClaimLimits } from '../journey-limits.ts';
import {
  isWebLink,
  LINK_MESSAGE,
  MAX_BIO_LENGTH,
  MAX_LINK_LENGTH,
  MAX_PROFILE_LINKS,
} from '../rules/profile.ts';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '../rules/text.ts';
import { boundedText, idText } from './text.ts';
import { timeZoneText } from './time-zone.ts';

const link = boundedText(
  MAX_LINK_LENGTH,
  `Please keep each link under ${MAX_LINK_LENGTH} characters.`,
)
  .trim()
  .refine(isWebLink, LINK_MESSAGE);

/** Edit Profile: the display name, what they create, and up to three links. */
export const profileInputSchema = z.object({
  name: boundedText(
    MAX_NAME_LENGTH,
    `Please keep your name under ${MAX_NAME_LENGTH} characters.`,
  ).trim(),
  bio: boundedText(MAX_BIO_LENGTH, `Please keep this under ${MAX_BIO_LENGTH} characters.`).trim(),
  links: z.array(link).max(MAX_PROFILE_LINKS, `Add at most ${MAX_PROFILE_LINKS} links.`),
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** Edit Profile's form: a box for each link, any left empty; the empty ones are not sent. */
export const profileFormSchema = profileInputSchema.extend({
  links: z
    .array(
      z
        .string()
        .trim()
        .pipe(z.union([z.literal(''), link])),
    )
    .max(MAX_PROFILE_LINKS, `Add at most ${MAX_PROFILE_LINKS} links.`)
    .transform((links) => links.filter((entry) => entry !== '')),
});

const addressField = (max: number) => boundedText(max).trim();

/** The saved shipping address that fills the Ember Kit claim form. */
export const shippingAddressInputSchema = z.object({
  name: addressField(rewardClaimLimits.name),
  address: addressField(rewardClaimLimits.address),
  city: addressField(rewardClaimLimits.city),
  state: addressField(rewardClaimLimits.state),
  zipCode: addressField(rewardClaimLimits.zipCode),
});
export type ShippingAddressInput = z.infer<typeof shippingAddressInputSchema>;

/** The time zone "today" is counted in, and whether it should follow the device. */
export const timeZoneSettingInputSchema = z.object({
  timeZone: timeZoneText,
  followsDevice: z.boolean(),
});
export type TimeZoneSettingInput = z.infer<typeof timeZoneSettingInputSchema>;

/** Deleting the account: the address typed again, and the password for password accounts. */
export const deleteAccountInputSchema = z.object({
  email: boundedText(MAX_EMAIL_LENGTH, 'That email address is too long.'),
  password: boundedText(128).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

export const avatarParamSchema = z.object({ userId: idText, avatarId: idText });
