// Kept free of zod: the invitation form and the /auth banner use these without loading it.
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from './text.ts';

/** Longest accepted value of each invitation field, shared with the form's inputs. */
export const inviteLimits = {
  inviteeName: MAX_NAME_LENGTH,
  inviteeEmail: MAX_EMAIL_LENGTH,
  personalMessage: 1_000,
} as const;

/** An invitation link works for this long after it is sent. */
export const INVITE_VALID_DAYS = 30;

/**
 * How many times a creator may send their invitation (each to someone else
 * instead): sending does not spend it, so this bounds the emails one creator
 * can have sent to strangers.
 */
export const MAX_INVITES_SENT = 5;

/** The realm whose completion earns the right to invite one creator. */
export const INVITE_UNLOCKING_REALM_ID = 2;

/**
 * Invitation codes are 24 random bytes in base64url: 32 characters, 192 bits.
 * Anything else is not a code, and is answered without a database lookup.
 */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const inviteStatuses = ['sent', 'accepted', 'expired', 'revoked'] as const;
export type InviteStatus = (typeof inviteStatuses)[number];

/** A sent invitation whose 30 days are over is expired, whether or not a job has marked it yet. */
export function inviteStatusAt(
  invite: { status: InviteStatus; expiresAt: Date | string },
  now: Date,
): InviteStatus {
  if (invite.status !== 'sent') return invite.status;
  return new Date(invite.expiresAt).getTime() <= now.getTime() ? 'expired' : 'sent';
}

/** The original app's words for invitations, and what an invitation link says when it no longer works. */
export const inviteMessages = {
  signedOut: { title: 'Authentication Required', message: 'Please log in to send invites.' },
  sendFailedTitle: 'Error Sending Invite',
  sendFailed: 'Failed to send invite. Please try again.',
  sent: 'Invite Sent!',
  linkUsed: {
    title: 'This invitation has already been used',
    message: 'Its account has been created. If it is yours, sign in below.',
  },
  linkExpired: {
    title: 'This invitation has expired',
    message: `Invitations work for ${INVITE_VALID_DAYS} days. You can still create your account below.`,
  },
  linkRevoked: {
    title: 'This invitation was withdrawn',
    message: 'You can still create your account below.',
  },
  linkUnknown: {
    title: 'We could not find this invitation',
    message: 'Check that the whole link was copied from the email. You can still sign up below.',
  },
} as const;
