import { Hono } from 'hono';
import { z, type ZodType } from 'zod';
import { AppError, type ErrorBody } from '#shared/errors.ts';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '#shared/rules/text.ts';
import type { AuthOptions } from '#shared/schemas/auth.ts';
import { boundedText } from '#shared/schemas/text.ts';
import type { AppConfig } from '../config.ts';
import type { AppEnv } from '../http/app-env.ts';
import { isJsonContentType } from '../http/text-guard.ts';
import { problemsOf } from '../http/validate.ts';
import type { Auth } from './auth.ts';
import { signedInHintFor } from './signed-in-hint.ts';
import { describeWait } from './sign-in-pauses.ts';

const name = boundedText(
  MAX_NAME_LENGTH,
  `Please keep your name under ${MAX_NAME_LENGTH} characters.`,
);
const email = boundedText(MAX_EMAIL_LENGTH, 'That email address is too long.');
// A picture is uploaded and re-encoded through /api/profile/avatar, never a URL from anywhere.
const noImageUrl = z.undefined({ error: 'Change your picture on Edit Profile.' }).optional();

/**
 * better-auth stores what these endpoints receive without bounding it, so
 * their text fields get the same limits as ours before it sees them.
 */
const authBodySchemas: Record<string, ZodType> = {
  '/sign-up/email': z.looseObject({
    name: name.optional(),
    email: email.optional(),
    image: noImageUrl,
  }),
  '/sign-in/email': z.looseObject({ email: email.optional() }),
  '/request-password-reset': z.looseObject({ email: email.optional() }),
  '/send-verification-email': z.looseObject({
    email: email.optional(),
    // Not used (the link opens the confirm page), but better-auth would read any length.
    callbackURL: boundedText(2000, 'That address is too long.').optional(),
  }),
  '/update-user': z.looseObject({ name: name.optional(), image: noImageUrl }),
  '/change-email': z.looseObject({ newEmail: email.optional() }),
};

/**
 * better-auth also reads form-encoded bodies, which would skip the bounds
 * above. The app's client sends JSON only; a provider may POST a form only to
 * its own callback (OpenID Connect's form_post response mode).
 */
function acceptsFormBody(authPath: string): boolean {
  return authPath.startsWith('/callback/') || authPath.startsWith('/oauth2/callback/');
}

/**
 * better-auth endpoints the app does not offer over HTTP: deleting an account
 * goes through POST /api/account/delete, which checks the typed address first.
 */
const closedAuthPaths = new Set(['/delete-user', '/delete-user/callback']);

/**
 * better-auth's rate limiter answers 429 with a body of its own, and a path
 * it does not know 404 with none; the app's clients read every error as
 * `{ error: { code, message } }`. Other headers (X-Retry-After) are kept.
 * The per-address sign-in pause answers in the app's shape already, with
 * words saying when to try again: kept as it is.
 */
async function inAppErrorShape(response: Response): Promise<Response> {
  if (response.status === 404 && (await response.clone().text()) === '')
    return withAppError(response, new AppError('NOT_FOUND'));
  if (response.status !== 429) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Partial<ErrorBody> | null;
  if (body?.error?.code === 'RATE_LIMITED') return response;
  // Said in words (and in the standard Retry-After header): how long to wait, not "a moment".
  const retryAfterSeconds = Number(response.headers.get('x-retry-after'));
  if (!Number.isInteger(retryAfterSeconds) || retryAfterSeconds <= 0)
    return withAppError(response, new AppError('RATE_LIMITED'));
  const limited = withAppError(
    response,
    new AppError('RATE_LIMITED', {
      userMessage: `Too many attempts. Please try again in ${describeWait(retryAfterSeconds)}.`,
    }),
  );
  limited.headers.set('retry-after', String(retryAfterSeconds));
  return limited;
}

/** Whether a request carries a body at all (sign-out, for one, is posted empty). */
function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  return request.body !== null && length !== '0';
}

function withAppError(response: Response, error: AppError): Response {
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify(error.toBody()), { status: response.status, headers });
}

export function createAuthRoutes(deps: { auth: Auth; config: AppConfig }) {
  const { auth, config } = deps;
  const providers: AuthOptions['providers'] = [
    ...(config.github ? (['github'] as const) : []),
    ...(config.google ? (['google'] as const) : []),
    ...(config.oidc ? (['oidc'] as const) : []),
  ];
  return (
    new Hono<AppEnv>()
      // Registered before better-auth's catch-all so the sign-in screen knows which buttons to show.
      .get('/providers', (c) => {
        const options: AuthOptions = {
          providers,
          oidcName: config.oidc?.name ?? null,
          requireEmailVerification: config.requireEmailVerification,
        };
        return c.json(options);
      })
      .on(['GET', 'POST'], '/*', async (c) => {
        const authPath = c.req.path.replace(/^\/api\/auth/, '');
        if (closedAuthPaths.has(authPath)) throw new AppError('NOT_FOUND');
        const isJson = isJsonContentType(c.req.header('content-type'));
        if (c.req.method === 'POST' && !isJson && !acceptsFormBody(authPath) && hasBody(c.req.raw))
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
            userMessage: 'Send this as JSON (Content-Type: application/json).',
          });
        const schema = authBodySchemas[authPath];
        if (schema && c.req.method === 'POST' && isJson) {
          const body: unknown = await c.req.raw
            .clone()
            .json()
            .catch(() => ({}));
          const result = schema.safeParse(body);
          if (!result.success) {
            throw new AppError('VALIDATION_FAILED', {
              userMessage: result.error.issues[0]!.message,
              problems: problemsOf(result.error),
            });
          }
        }
        const response = await inAppErrorShape(await auth.handler(c.req.raw));
        const hint = signedInHintFor(
          response.headers.getSetCookie(),
          config.appUrl.startsWith('https:'),
        );
        if (!hint) return response;
        // A copy: a redirect's headers may be immutable.
        const headers = new Headers(response.headers);
        headers.append('Set-Cookie', hint);
        return new Response(response.body, { status: response.status, headers });
      })
  );
}
