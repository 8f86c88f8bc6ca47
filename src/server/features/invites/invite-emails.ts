import { INVITE_VALID_DAYS } from '#shared/rules/invites.ts';
import type { OutgoingEmail } from '../../mail/mail-transport.ts';

/**
 * The personal message as a quotation: every line starts with "> ", so
 * nothing in it can pass for the programme's own words or links. Emails are
 * plain text (the outbox sends no HTML), so there is no markup to escape.
 */
export function quotePersonalMessage(message: string): string {
  return message
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
}

export function invitationEmail(input: {
  to: string;
  inviteeName: string;
  inviterName: string;
  personalMessage: string | null;
  link: string;
}): OutgoingEmail {
  return {
    to: input.to,
    subject: `${input.inviterName} invited you to Emberpath`,
    text: [
      `Hi ${input.inviteeName},`,
      '',
      `${input.inviterName} has completed the first two realms of Emberpath, a programme for content creators, and is passing the flame to you: an invitation to begin your own journey.`,
      '',
      `Accept the invitation and create your account (the link works once, for ${INVITE_VALID_DAYS} days):`,
      input.link,
      ...(input.personalMessage
        ? ['', `${input.inviterName} wrote:`, quotePersonalMessage(input.personalMessage)]
        : []),
      '',
      'If you were not expecting this, you can ignore this email.',
    ].join('\n'),
  };
}

export function inviteAcceptedEmail(input: {
  to: string;
  inviteeName: string;
  /** Who joined: the invitee, or someone else who used the link. */
  joined: { sentence: string; isInvitee: boolean };
  statusLink: string;
}): OutgoingEmail {
  return {
    to: input.to,
    subject: input.joined.isInvitee
      ? `${input.inviteeName} accepted your invitation`
      : `Your invitation to ${input.inviteeName} was used`,
    text: [
      `${input.joined.sentence}. You passed the flame.`,
      '',
      `See your invitation: ${input.statusLink}`,
    ].join('\n'),
  };
}

/**
 * Sent instead of an invitation to an address that already has an account:
 * the inviter is not told (decision 037), no flame is spent, and the creator
 * it reaches learns that a friend thought of them, with no link to sign up.
 */
export function alreadyACreatorEmail(input: {
  to: string;
  inviteeName: string;
  inviterName: string;
  personalMessage: string | null;
  signInLink: string;
}): OutgoingEmail {
  return {
    to: input.to,
    subject: `${input.inviterName} invited you to Emberpath`,
    text: [
      `Hi ${input.inviteeName},`,
      '',
      `${input.inviterName} thought of you and wanted to invite you to Emberpath. This address already has an Emberpath account, so there is nothing to accept: sign in to continue your journey.`,
      input.signInLink,
      ...(input.personalMessage
        ? ['', `${input.inviterName} wrote:`, quotePersonalMessage(input.personalMessage)]
        : []),
      '',
      'If you were not expecting this, you can ignore this email.',
    ].join('\n'),
  };
}
