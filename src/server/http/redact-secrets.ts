/**
 * Paths whose next segment is a secret: whoever reads it can use it (a reset
 * link's token takes over an account, an invitation's code spends it).
 * A route that puts a secret in its path adds its prefix here.
 */
const secretSegmentPrefixes = [
  '/api/auth/reset-password/',
  '/api/invites/by-code/',
  // A calendar feed's address opens the creator's reminders to whoever holds it.
  '/api/calendar/',
];

/** Query parameters whose values are secrets or one-time codes, by name. */
const secretParameterPattern = /token|code|secret|key|signature|password|state|invite/i;

export const REDACTED = '[redacted]';

/** The path as it may be written to a log: secret segments replaced. */
export function redactPath(path: string): string {
  for (const prefix of secretSegmentPrefixes) {
    if (path.startsWith(prefix)) {
      const rest = path.slice(prefix.length);
      const slash = rest.indexOf('/');
      return `${prefix}${REDACTED}${slash === -1 ? '' : rest.slice(slash)}`;
    }
  }
  return path;
}

/** The query string as it may be written to a log: secret values replaced; undefined when empty. */
export function redactQuery(search: string): string | undefined {
  const parameters = new URLSearchParams(search);
  if ([...parameters.keys()].length === 0) return undefined;
  const redacted = [...parameters].map(
    ([name, value]) =>
      `${encodeURIComponent(name)}=${secretParameterPattern.test(name) ? REDACTED : encodeURIComponent(value)}`,
  );
  return redacted.join('&');
}
