import { z, type ZodType } from 'zod';
import { rolesGranting } from '#shared/rules/staff-permissions.ts';
import type { WebhookMessageType } from '#shared/schemas/webhooks.ts';
import {
  webhookMessageExample,
  webhookMessages,
  webhookMessageSchema,
} from '../features/webhooks/webhook-messages.ts';
import { isJsonAnswer, type Answer } from './answers.ts';
import type { Auth, Operation } from './operation.ts';
import { operations } from './operations.ts';
import { errorResponseSchema } from './responses/common.ts';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema> };

/** The vendor extension naming who may call an operation; the contract test reads it. */
export const AUTH_EXTENSION = 'x-emberpath-auth';

/**
 * zod 4's own JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1).
 * Requests are described as they arrive (`io: 'input'`: defaults optional,
 * coerced path and query values as sent); what zod cannot express in JSON
 * Schema (a refinement, a transform) is left open rather than failing.
 */
function jsonSchema(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** `:name` → `{name}`; better-auth's `*` becomes a `{path}` parameter. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
}

/** A tag per area: the first segment after /api, with admin areas apart. */
function tagOf(path: string): string {
  const [first = '', second = ''] = path.replace(/^\/api\//, '').split('/');
  if (path.startsWith('/api/admin/')) return `admin ${second}`;
  if (!path.startsWith('/api/')) return 'operations';
  return first.replace(/\.json$/, '');
}

function parameters(operation: Operation) {
  const result: Record<string, unknown>[] = [];
  const add = (where: 'path' | 'query', schema: ZodType) => {
    const object = jsonSchema(schema, 'input');
    const required = new Set((object.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      result.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: property,
      });
    }
  };
  if (operation.params) add('path', operation.params);
  else
    for (const [, name] of operation.path.matchAll(/:(\w+)/g))
      result.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  if (operation.path.endsWith('*'))
    result.push({ name: 'path', in: 'path', required: true, schema: { type: 'string' } });
  if (operation.query) add('query', operation.query);
  return result;
}

const securityOf: Record<Auth, Record<string, string[]>[]> = {
  public: [],
  creator: [{ session: [] }],
  staff: [{ session: [] }, { apiKey: [] }],
  operator: [{ operatorToken: [] }],
};

/** Whether an operation takes an API key (decision 040): staff routes but the keys' own. */
export const acceptsApiKey = (operation: Operation) =>
  operation.auth === 'staff' && !operation.sessionOnly;

const errorResponse = (description: string, schema?: ZodType) => ({
  description,
  content: {
    'application/json': {
      schema: schema ? jsonSchema(schema, 'output') : { $ref: '#/components/schemas/Error' },
    },
  },
});

const statusNames: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: it happens next',
  206: 'One byte range of the file',
  302: 'Found',
  303: 'See other',
  304: 'Not modified',
  416: 'Range not satisfiable',
  503: 'Not ready',
};

function describeAnswer(status: number, answer: Answer) {
  if (isJsonAnswer(answer))
    return {
      description: statusNames[status] ?? String(status),
      content: { 'application/json': { schema: jsonSchema(answer, 'output') } },
    };
  if (answer.kind === 'bytes')
    return { description: answer.description, content: { [answer.mediaType]: {} } };
  return {
    description: answer.description,
    ...(answer.header && { headers: { [answer.header]: { schema: { type: 'string' } } } }),
  };
}

function describeOperation(operation: Operation) {
  const validated = operation.params ?? operation.query ?? operation.body;
  const parameterList = parameters(operation);
  const answers = Object.entries(operation.responses).map(
    ([status, answer]) => [status, describeAnswer(Number(status), answer!)] as const,
  );
  return {
    operationId: `${operation.method.toLowerCase()} ${operation.path}`,
    summary: operation.summary,
    ...(operation.permission && {
      description: `Needs the staff permission \`${operation.permission}\` (roles: ${rolesGranting(operation.permission).join(', ')}).`,
    }),
    tags: [tagOf(operation.path)],
    [AUTH_EXTENSION]: operation.auth,
    security: operation.sessionOnly ? [{ session: [] }] : securityOf[operation.auth],
    ...(parameterList.length > 0 && { parameters: parameterList }),
    ...(operation.body && {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } },
      },
    }),
    responses: {
      ...Object.fromEntries(answers),
      ...(operation.auth !== 'public' && {
        '401': errorResponse(
          acceptsApiKey(operation) ? 'Not signed in, or the API key refused' : 'Not signed in',
        ),
      }),
      ...(operation.auth === 'staff' && {
        '403': errorResponse('Not staff, or no role granting the permission'),
      }),
      ...(acceptsApiKey(operation) && {
        '429': errorResponse('Too many calls with this API key in a minute'),
      }),
      ...(validated && { '422': errorResponse('The request does not match its schema') }),
      default: errorResponse('Any other error', operation.errors),
    },
  };
}

/** What the app sends to webhook endpoints (OpenAPI 3.1's `webhooks`), signed as Standard Webhooks. */
function describeWebhooks() {
  return Object.fromEntries(
    (Object.keys(webhookMessages) as WebhookMessageType[]).map((type) => [
      type,
      {
        post: {
          operationId: `webhook ${type}`,
          summary: `${type}: ${webhookMessages[type].when}`,
          tags: ['webhooks'],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: jsonSchema(webhookMessageSchema(type), 'output'),
                example: webhookMessageExample(type),
              },
            },
          },
          responses: {
            '2XX': {
              description: 'Received. Any other answer, or none in 10 s, is retried for 24 hours.',
            },
          },
        },
      },
    ]),
  );
}

/** The OpenAPI 3.1 description of the API, built once per process. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const path = openApiPath(operation.path);
    paths[path] = {
      ...paths[path],
      [operation.method.toLowerCase()]: describeOperation(operation),
    };
  }
  return {
    openapi: '3.1.0' as const,
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Emberpath API',
      version: '1',
      description:
        'The API the Emberpath app speaks. Generated from the zod schemas the routes validate with; ' +
        `each operation's \`${AUTH_EXTENSION}\` says who may call it: public, creator (a session), ` +
        'staff (a staff session, or an API key: `Authorization: Bearer ep_live_…`) or operator ' +
        '(the token of `npm run backup`). Requests with a body are JSON from the app’s own origin ' +
        'or from a server with an API key.',
    },
    servers: [{ url: '/' }],
    paths,
    webhooks: describeWebhooks(),
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        operatorToken: { type: 'http', scheme: 'bearer' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'ep_live_…',
          description:
            'An API key staff make in the console (API → API keys), sent as ' +
            '`Authorization: Bearer ep_live_…`. It acts as the staff member who made it, with ' +
            'its role, on the staff routes (/api/admin) only, 120 calls a minute; never on ' +
            'creator routes, nor on the API key routes themselves.',
        },
      },
      schemas: { Error: jsonSchema(errorResponseSchema, 'output') },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
