import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('readEnv', () => {
  it('gives laptop defaults when nothing is set', () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REQUIRE_EMAIL_VERIFICATION).toBeUndefined();
  });

  it('treats empty settings as unset', () => {
    expect(readEnv({ DATABASE_URL: '', SMTP_URL: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it('names the bad setting in one line', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/^Invalid setting: PORT /);
    expect(() => readEnv({ DATABASE_URL: 'mysql://x' })).toThrow(
      'Invalid setting: DATABASE_URL must start with postgres://',
    );
    expect(() => readEnv({ REQUIRE_EMAIL_VERIFICATION: 'maybe' })).toThrow(
      'Invalid setting: REQUIRE_EMAIL_VERIFICATION must be true or false',
    );
  });

  it('requires both halves of a provider', () => {
    expect(() => readEnv({ GITHUB_CLIENT_ID: 'abc' })).toThrow(
      'Invalid setting: GITHUB_CLIENT_SECRET is required when GITHUB_CLIENT_ID is set',
    );
  });
});

describe('readEnv for object storage', () => {
  it('needs a bucket for any other S3 setting', () => {
    expect(() => readEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'Invalid setting: S3_BUCKET is required when S3_ENDPOINT is set',
    );
    expect(readEnv({ S3_BUCKET: 'kits', S3_REGION: 'eu-west-1' }).S3_BUCKET).toBe('kits');
  });
});

describe('readEnv for web push', () => {
  const keys = {
    VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
    VAPID_PRIVATE_KEY: 'k'.repeat(43),
  };

  it('takes a VAPID key pair and a contact', () => {
    const env = readEnv({ ...keys, VAPID_SUBJECT: 'mailto:ops@emberpath.app' });
    expect(env.VAPID_PUBLIC_KEY).toBe(keys.VAPID_PUBLIC_KEY);
    expect(env.VAPID_SUBJECT).toBe('mailto:ops@emberpath.app');
  });

  it('names a half pair, a malformed key or a contact push services refuse', () => {
    expect(() => readEnv({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      'Invalid setting: VAPID_PRIVATE_KEY is required when VAPID_PUBLIC_KEY is set',
    );
    expect(() => readEnv({ ...keys, VAPID_PRIVATE_KEY: 'short' })).toThrow(
      /^Invalid setting: VAPID_PRIVATE_KEY must be a base64url P-256 private key/,
    );
    expect(() => readEnv({ VAPID_SUBJECT: 'http://emberpath.app' })).toThrow(
      'Invalid setting: VAPID_SUBJECT must be a mailto: address or an https:// URL',
    );
  });
});

describe('the test clock', () => {
  it('is refused in production, and runs the clock ahead by the days its file holds', async () => {
    expect(() => readEnv({ NODE_ENV: 'production', TEST_CLOCK_FILE: '/tmp/clock' })).toThrow(
      'Invalid setting: TEST_CLOCK_FILE is for tests; it cannot be set when NODE_ENV=production',
    );
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { clockAheadBy } = await import('./test-clock.ts');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-clock-')), 'days');
    const clock = clockAheadBy(file);
    const dayMs = 86_400_000;
    // No file yet: real time.
    expect(Math.abs(clock().getTime() - Date.now())).toBeLessThan(1000);
    fs.writeFileSync(file, '4\n');
    expect(Math.round((clock().getTime() - Date.now()) / dayMs)).toBe(4);
    fs.rmSync(path.dirname(file), { recursive: true });
  });
});
