import { Hono } from 'hono';
import {
  emailPreferenceInputSchema,
  unsubscribeQuerySchema,
} from '#shared/schemas/email-preferences.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import {
  changeEmailPreference,
  describeUnsubscribeLink,
  getEmailPreferences,
  resubscribeByLink,
  unsubscribeByLink,
  type EmailPreferenceDeps,
} from './email-preferences.service.ts';

/** The signed-in reader's choices, in /profile/settings. */
export function createEmailPreferenceRoutes(deps: EmailPreferenceDeps & { guards: AuthGuards }) {
  const { requireUser } = deps.guards;
  return new Hono<AppEnv>()
    .get('/', requireUser, async (c) => c.json(await getEmailPreferences(deps, c.get('user'))))
    .put('/', requireUser, validate('json', emailPreferenceInputSchema), async (c) =>
      c.json(await changeEmailPreference(deps, { ...c.get('user'), ...c.req.valid('json') })),
    );
}

/**
 * The links in emails: public (`'public'` in their `op(…)`), as they
 * must work without signing in; the signed token is the authority.
 */
export function createUnsubscribeRoutes(deps: EmailPreferenceDeps) {
  return (
    new Hono<AppEnv>()
      // A mail client without one-click support opens the List-Unsubscribe address: show the page.
      .get('/', validate('query', unsubscribeQuerySchema), (c) =>
        c.redirect(`/unsubscribe?token=${encodeURIComponent(c.req.valid('query').token)}`, 303),
      )
      .get('/details', validate('query', unsubscribeQuerySchema), async (c) =>
        c.json(await describeUnsubscribeLink(deps, c.req.valid('query'))),
      )
      // RFC 8058: the mail provider POSTs "List-Unsubscribe=One-Click"; the body carries nothing we need.
      .post('/', validate('query', unsubscribeQuerySchema), async (c) =>
        c.json(await unsubscribeByLink(deps, c.req.valid('query'))),
      )
      .delete('/', validate('query', unsubscribeQuerySchema), async (c) =>
        c.json(await resubscribeByLink(deps, c.req.valid('query'))),
      )
  );
}
