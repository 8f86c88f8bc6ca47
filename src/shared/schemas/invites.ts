import { z } from 'zod';
import { inviteLimits } from '../rules/invites.ts';
import { boundedText, idText } from './text.ts';

/** The invitation form. Which fields are required is checked by the service, with the spec's words. */
export const sendInviteInputSchema = z.object({
  inviteeName: boundedText(
    inviteLimits.inviteeName,
    `Please keep the name under ${inviteLimits.inviteeName} characters.`,
  ).optional(),
  inviteeEmail: boundedText(
    inviteLimits.inviteeEmail,
    'That email address is too long.',
  ).optional(),
  personalMessage: boundedText(
    inviteLimits.personalMessage,
    `Please keep your message under ${inviteLimits.personalMessage.toLocaleString('en-US')} characters.`,
  ).optional(),
});
export type SendInviteInput = z.infer<typeof sendInviteInputSchema>;

export const inviteCodeParamSchema = z.object({ code: idText });
