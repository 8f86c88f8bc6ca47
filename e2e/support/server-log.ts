import fs from 'node:fs';

/**
 * The newest link in an email the server printed to its log (no SMTP in the
 * tests, as on a laptop), found by recipient and subject; waits up to 5 s.
 */
export async function findLoggedEmailLink(
  logPath: string,
  to: string,
  subject: string,
): Promise<string> {
  const marker = `Email to ${to}: ${subject}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const line = fs
      .readFileSync(logPath, 'utf8')
      .split('\n')
      .findLast((candidate) => candidate.includes(marker));
    const link = line && /(https?:\/\/[^\s"\\]+)/.exec(line.slice(line.indexOf(marker)));
    if (link) return link[1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no email "${subject}" to ${to} in the server log`);
}
