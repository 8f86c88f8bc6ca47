import { z } from 'zod';

const booleanSetting = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
  ),
  APP_URL: optionalText.pipe(
    z.url({ message: 'must be a URL such as https://emberpath.app' }).optional(),
  ),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAILS: optionalText,
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  REQUIRE_EMAIL_VERIFICATION: optionalText.pipe(booleanSetting.optional()),
  RATE_LIMIT: optionalText.pipe(booleanSetting.optional()),
  TRUST_PROXY: optionalText.pipe(booleanSetting.optional()),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url({ message: 'must be a URL' }).optional()),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[\w-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[\w-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:.+|https:\/\/.+)$/, 'must be a mailto: address or an https:// URL')
      .optional(),
  ),
  WEBHOOKS_ALLOW_LOOPBACK: optionalText.pipe(booleanSetting.optional()),
  /** Turns on GET /metrics for a scraper presenting `Authorization: Bearer <token>`. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** Sends OpenTelemetry traces to this OTLP/HTTP collector (the exporter reads the other OTEL_* itself). */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalText.pipe(z.url({ message: 'must be a URL' }).optional()),
  OTEL_SERVICE_NAME: optionalText,
  /** Or serves /metrics on this port of 127.0.0.1 alone, with no token. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** A file holding how many days ahead the app's clock runs (test-clock.ts); tests only. */
  TEST_CLOCK_FILE: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  OIDC_DISCOVERY_URL: optionalText.pipe(z.url({ message: 'must be a URL' }).optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_NAME: optionalText,
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** The only reader of process.env: everything else receives a parsed Env. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new EnvError(`Invalid setting: ${problems.join('; ')}`);
  }
  const env = result.data;
  requirePairs(env, [
    ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['OIDC_CLIENT_ID', 'OIDC_DISCOVERY_URL'],
    ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
  ]);
  for (const name of ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID'] as const) {
    if (env[name] && !env.S3_BUCKET)
      throw new EnvError(`Invalid setting: S3_BUCKET is required when ${name} is set`);
  }
  if (env.WEBHOOKS_ALLOW_LOOPBACK && env.NODE_ENV === 'production') {
    throw new EnvError(
      'Invalid setting: WEBHOOKS_ALLOW_LOOPBACK is for tests and local receivers; it cannot be set when NODE_ENV=production',
    );
  }
  if (env.TEST_CLOCK_FILE && env.NODE_ENV === 'production') {
    throw new EnvError(
      'Invalid setting: TEST_CLOCK_FILE is for tests; it cannot be set when NODE_ENV=production',
    );
  }
  return env;
}

function requirePairs(env: Env, pairs: [keyof Env, keyof Env][]) {
  for (const [first, second] of pairs) {
    if (Boolean(env[first]) !== Boolean(env[second])) {
      const missing = env[first] ? second : first;
      const present = env[first] ? first : second;
      throw new EnvError(`Invalid setting: ${missing} is required when ${present} is set`);
    }
  }
}
