export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/**
 * Why a password is too weak, in words a creator can act on. Shared so the
 * form can warn before sending and the server can refuse with the same reasons.
 */
export function listWeakPasswordReasons(password: string, email = ''): string[] {
  const reasons: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) {
    reasons.push(`use at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    reasons.push(`use at most ${MAX_PASSWORD_LENGTH} characters`);
  }
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) {
    reasons.push('mix letters and numbers');
  }
  const localPart = email.split('@')[0]?.toLowerCase() ?? '';
  if (localPart.length >= 3 && password.toLowerCase().includes(localPart)) {
    reasons.push(`leave out “${localPart}”, the part of your email before the @`);
  }
  return reasons;
}

/**
 * Every rule `listWeakPasswordReasons` applies, said before the creator types:
 * a hint that leaves one out lets the server refuse for a reason never stated.
 */
export const passwordRulesHint = `${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters, mixing letters and numbers, without the part of your email before the @.`;

export function describeWeakPassword(reasons: string[]): string {
  return `Choose a stronger password: ${reasons.join('; ')}.`;
}
