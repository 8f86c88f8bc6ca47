import type { Env } from './env.ts';
import type { S3Settings } from './storage/s3-file-store.ts';

export type OAuthProviderConfig = { clientId: string; clientSecret: string };

export type VapidKeys = { publicKey: string; privateKey: string };

/** Web push: the server's VAPID identity, and which push services it will send to. */
export type PushConfig = VapidKeys & {
  /** Who runs this server, for push services to contact (mailto: or https:). */
  subject: string;
  /** Origins a subscription's endpoint may have; `https://*.host` allows subdomains. */
  allowedEndpointOrigins: readonly string[];
};

/**
 * The push services of Chrome, Edge, Firefox and Safari. The server POSTs to a
 * subscription's endpoint, so endpoints elsewhere (an intranet address, say)
 * are refused rather than fetched.
 */
export const KNOWN_PUSH_SERVICE_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://android.googleapis.com',
  'https://*.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
] as const;

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
  push: PushConfig;
  /** Where webhooks may go; loopback over http only for tests and a local receiver (never in production). */
  webhooks: { allowsLoopback: boolean; timeoutMs?: number };
  /** How long an insights answer serves while creators change (decision 029); 30 s unless set. */
  insights?: { answerMaxAgeMs: number };
  /** Calls per API key and minute (decision 040); 120 unless set. */
  apiKeys?: { requestsPerMinute: number };
  /** The bearer token GET /metrics asks for; without it /metrics is off on the app's port. */
  metricsToken?: string;
};

export function resolveConfig(env: Env, authSecret: string, vapidKeys: VapidKeys): AppConfig {
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const mailFrom = env.MAIL_FROM ?? `Emberpath <no-reply@${new URL(appUrl).hostname}>`;
  return {
    appUrl,
    authSecret,
    adminEmails: parseEmailList(env.ADMIN_EMAILS),
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION ?? Boolean(env.SMTP_URL),
    rateLimitEnabled: env.RATE_LIMIT ?? env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY ?? false,
    smtpUrl: env.SMTP_URL,
    mailFrom,
    github: pairOf(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET),
    google: pairOf(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
    s3: s3SettingsOf(env),
    oidc:
      env.OIDC_DISCOVERY_URL && env.OIDC_CLIENT_ID
        ? {
            discoveryUrl: env.OIDC_DISCOVERY_URL,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            name: env.OIDC_NAME ?? 'Single sign-on',
          }
        : undefined,
    push: {
      ...vapidKeys,
      subject: env.VAPID_SUBJECT ?? defaultVapidSubject(appUrl, mailFrom),
      allowedEndpointOrigins: KNOWN_PUSH_SERVICE_ORIGINS,
    },
    webhooks: { allowsLoopback: env.WEBHOOKS_ALLOW_LOOPBACK ?? false },
    metricsToken: env.METRICS_TOKEN,
  };
}

/** Push services accept only https: or mailto: contacts: the public site, else the sender address. */
function defaultVapidSubject(appUrl: string, mailFrom: string): string {
  if (appUrl.startsWith('https://')) return appUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
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

/** Object storage when `S3_BUCKET` is set; files stay under DATA_DIR otherwise. */
export function s3SettingsOf(env: Env): S3Settings | undefined {
  return env.S3_BUCKET
    ? {
        bucket: env.S3_BUCKET,
        region: env.S3_REGION ?? 'us-east-1',
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      }
    : undefined;
}
