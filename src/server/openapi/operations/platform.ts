import { z } from 'zod';
import { authOptionsSchema } from '#shared/schemas/auth.ts';
import * as emailPreferencesSchemas from '#shared/schemas/email-preferences.ts';
import * as legalSchemas from '#shared/schemas/legal.ts';
import * as publicAnswers from '../responses/public.ts';
import * as settings from '../responses/settings.ts';
import { prometheusText, redirect, zipFile } from '../answers.ts';
import { op } from '../operation.ts';

/** The fields better-auth's endpoints read: the fuzz test shapes their bodies like this. */
const betterAuthBodyShape = z
  .object({
    email: z.string(),
    password: z.string(),
    name: z.string(),
    newEmail: z.string(),
    currentPassword: z.string(),
    newPassword: z.string(),
    revokeOtherSessions: z.boolean(),
    token: z.string(),
    provider: z.enum(['github', 'google', 'oidc', 'apple']),
    providerId: z.string(),
    callbackURL: z.string(),
    redirectTo: z.string(),
    image: z.string(),
    timeZone: z.string(),
  })
  .partial();

/**
 * Probes, the operator's backup, better-auth's own endpoints, the
 * unsubscribe links, the legal pages and this description.
 */
export const platformOperations = [
  op('GET', '/healthz', 'public', 'the process is up', {
    responses: { 200: publicAnswers.probeSchema },
  }),
  op('GET', '/readyz', 'public', 'the database answers too (503 when it does not)', {
    responses: { 200: publicAnswers.probeSchema, 503: publicAnswers.probeSchema },
  }),
  op('POST', '/operator/backup', 'operator', 'a consistent backup as a streamed zip', {
    responses: { 200: zipFile },
  }),
  op(
    'GET',
    '/metrics',
    'operator',
    'Prometheus metrics: 404 unless METRICS_TOKEN is set, then its bearer token (401 otherwise)',
    { responses: { 200: prometheusText } },
  ),
  op('GET', '/api/auth/providers', 'public', 'which sign-in buttons to show', {
    responses: { 200: authOptionsSchema },
  }),
  op('GET', '/api/auth/*', 'public', 'better-auth: session, verification links, OAuth', {
    responses: {
      200: publicAnswers.betterAuthAnswerSchema,
      302: redirect('Where a link or a provider sends the browser next'),
    },
    errors: publicAnswers.betterAuthErrorSchema,
  }),
  op('POST', '/api/auth/*', 'public', 'better-auth: sign up, sign in, sign out, reset', {
    bodyShape: betterAuthBodyShape,
    responses: {
      200: publicAnswers.betterAuthAnswerSchema,
      302: redirect('Where a provider sends the browser next'),
    },
    errors: publicAnswers.betterAuthErrorSchema,
  }),
  op('GET', '/api/unsubscribe', 'public', "an email's link: on to the unsubscribe page", {
    query: emailPreferencesSchemas.unsubscribeQuerySchema,
    responses: { 303: redirect('The unsubscribe page, with the token') },
  }),
  op(
    'GET',
    '/api/unsubscribe/details',
    'public',
    "what an email's link stops (404 for a forged link)",
    {
      query: emailPreferencesSchemas.unsubscribeQuerySchema,
      responses: { 200: settings.unsubscribeDetailsSchema },
    },
  ),
  op('POST', '/api/unsubscribe', 'public', 'stops it (RFC 8058 one-click)', {
    query: emailPreferencesSchemas.unsubscribeQuerySchema,
    responses: { 200: settings.unsubscribeLinkSchema },
  }),
  op('DELETE', '/api/unsubscribe', 'public', 'undoes it', {
    query: emailPreferencesSchemas.unsubscribeQuerySchema,
    responses: { 200: settings.unsubscribeLinkSchema },
  }),
  op('GET', '/api/openapi.json', 'public', 'this description, OpenAPI 3.1', {
    responses: { 200: publicAnswers.openApiDocumentSchema },
  }),
  op('GET', '/api/legal/:page', 'public', 'the Terms of Service or the Privacy Policy', {
    params: legalSchemas.legalPageParamSchema,
    responses: { 200: publicAnswers.legalTextSchema },
  }),
];
