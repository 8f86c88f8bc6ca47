import { createHash, randomBytes } from 'node:crypto';
import { INVITE_CODE_PATTERN } from '#shared/rules/invites.ts';
import { paths, withQuery } from '#shared/paths.ts';

/** A new invitation code: 24 random bytes (192 bits), URL-safe. */
export function createInviteCode(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * What the database keeps instead of the code. A lookup compares hashes in a
 * unique index, so its timing says nothing about how close a guess was, and
 * the table alone opens no invitation.
 */
export function hashInviteCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export function isInviteCodeShaped(code: string): boolean {
  return INVITE_CODE_PATTERN.test(code);
}

/** Where an invitation takes its reader: /auth in sign-up mode, with the code. */
export function inviteLinkFor(appUrl: string, code: string): string {
  return `${appUrl}${withQuery(paths.auth, { invite: code })}`;
}
