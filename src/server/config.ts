import type { Env } from './env.ts';
import type { S3Settings } from './storage/s3-file-store.ts';

export type OAuthProviderConfig = { clientId: string; clientSecret: string };

/** Everything the app needs to know about its setting, resolved once at start. */
export type AppConfig = {
  appUrl: string;
  authSecret: string;
  adminEmails: ReadonlySet<string>;
  requireEmailVerification: boolean;
  rateLimitEnabled: boolean;
  trustProxy: boolean;
  smtpUrl?: string;
  mailFrom: string;
  github?: OAuthProviderConfig;
  google?: OAuthProviderConfig;
  s3?: S3Settings;
  oidc?: { discoveryUrl: string; clientId: string; clientSecret?: string; name: string };
};

export function resolveConfig(env: Env, authSecret: string): AppConfig {
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    appUrl,
    authSecret,
    adminEmails: parseEmailList(env.ADMIN_EMAILS),
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION ?? Boolean(env.SMTP_URL),
    rateLimitEnabled: env.RATE_LIMIT ?? env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY ?? false,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `Emberpath <no-reply@${new URL(appUrl).hostname}>`,
    github: pairOf(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET),
    google: pairOf(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    oidc:
      env.OIDC_DISCOVERY_URL && env.OIDC_CLIENT_ID
        ? {
            discoveryUrl: env.OIDC_DISCOVERY_URL,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            name: env.OIDC_NAME ?? 'Single sign-on',
          }
        : undefined,
  };
}

export function parseEmailList(list: string | undefined): ReadonlySet<string> {
  return new Set(
    (list ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
}

function pairOf(clientId?: string, clientSecret?: string): OAuthProviderConfig | undefined {
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}
