import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '#server/http/app-env.ts';
import {
  buildOpenApiDocument,
  openApiPath,
  type OpenApiDocument,
} from '#server/openapi/document.ts';

/**
 * Every answer an API test receives is held against the API description
 * (decision 023): the operation's statement for its status, JSON bodies
 * validated with ajv (JSON Schema 2020-12, strict), files and redirects by
 * content type and status. A status the operation does not state fails too,
 * unless it is an error in the error body every operation states. What does
 * not match is kept here, and fail-on-undescribed-answer.ts fails the test
 * that received it.
 */

export type ReceivedAnswer = {
  method: string;
  /** The route Hono matched (`/api/quests/:questId/file`), or undefined when none did. */
  route: string | undefined;
  url: string;
  status: number;
  contentType: string | undefined;
  /** The body as text, read only where the statement has one to check. */
  readBody: () => Promise<string>;
};

type MediaType = { schema?: object };
type Statement = { content?: Record<string, MediaType> };
type DescribedOperation = { responses: Record<string, Statement> };

/** Paths the description covers; the static site outside them is not an API. */
const DESCRIBED_PREFIXES = ['/api/', '/healthz', '/readyz', '/operator/'];

function isDescribedPath(path: string): boolean {
  return DESCRIBED_PREFIXES.some((prefix) => path.startsWith(prefix));
}

let document: OpenApiDocument | undefined;
const ajv = new Ajv2020({
  strict: true,
  allErrors: true,
  // zod states formats with a pattern beside them, and ajv checks the pattern.
  formats: { 'date-time': true, date: true, uuid: true },
});
const validators = new WeakMap<object, ValidateFunction>();

function describedDocument(): OpenApiDocument {
  document ??= buildOpenApiDocument();
  return document;
}

function operationOf(method: string, route: string): DescribedOperation | undefined {
  const paths = describedDocument().paths as Record<string, Record<string, DescribedOperation>>;
  return paths[openApiPath(route)]?.[method.toLowerCase()];
}

/** The schema with its one possible `$ref` (the app's error body) resolved. */
function resolved(schema: object): object {
  const reference = (schema as { $ref?: string }).$ref;
  if (!reference) return schema;
  const name = reference.replace('#/components/schemas/', '');
  return (describedDocument().components.schemas as Record<string, object>)[name]!;
}

/** Compiled once per process and schema (the error body's is one schema for every operation). */
function validatorFor(statedSchema: object): ValidateFunction {
  const schema = resolved(statedSchema);
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

/** Compiles every JSON answer the description states, as the check will; how many there are. */
export function compileEveryStatedAnswer(): number {
  let compiled = 0;
  for (const item of Object.values(describedDocument().paths)) {
    for (const operation of Object.values(item as Record<string, DescribedOperation>)) {
      for (const statement of Object.values(operation.responses)) {
        const schema = statement.content?.['application/json']?.schema;
        if (!schema) continue;
        validatorFor(schema);
        compiled += 1;
      }
    }
  }
  return compiled;
}

const errorStatement = (): Statement => ({
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** What is wrong with an answer, in words; empty when the description states it. */
export async function findUndescribed(answer: ReceivedAnswer): Promise<string[]> {
  const { method, route, status } = answer;
  const where = `${method} ${answer.url} → ${status}`;
  const operation = route ? operationOf(method, route) : undefined;
  if (route && !operation) return [`${where}: ${method} ${route} is not in the description`];
  const statusKey = String(status);
  const statement =
    operation?.responses[statusKey] ??
    (status >= 400 ? (operation?.responses.default ?? errorStatement()) : undefined);
  if (!statement) return [`${where}: the description states no answer with status ${status}`];

  const mediaTypes = Object.keys(statement.content ?? {});
  const contentType = answer.contentType?.split(';')[0]!.trim().toLowerCase();
  if (mediaTypes.length === 0) {
    const body = await answer.readBody();
    return body === '' ? [] : [`${where}: the description states no body, and one came`];
  }
  const mediaType = mediaTypes.find((candidate) =>
    candidate === '*/*' ? !!contentType : candidate === contentType,
  );
  if (!mediaType)
    return [`${where}: ${contentType ?? 'no content type'}, not ${mediaTypes.join(' or ')}`];
  const schema = statement.content![mediaType]!.schema;
  if (mediaType !== 'application/json' || !schema) return [];

  let body: unknown;
  try {
    body = JSON.parse(await answer.readBody());
  } catch {
    return [`${where}: the body is not JSON`];
  }
  const validate = validatorFor(schema);
  if (validate(body)) return [];
  return [`${where}: ${ajv.errorsText(validate.errors, { separator: '; ' })}`];
}

const undescribed: string[] = [];

/** A webhook message a test's receiver got that the description does not describe. */
export function reportUndescribed(problem: string): void {
  undescribed.push(problem);
}

/** What the answers (and webhook messages) since the last call did not match, emptied. */
export function takeUndescribedAnswers(): string[] {
  return undescribed.splice(0);
}

/** createApp's answer check in the test app: holds each answer against the description. */
export const checkDescribedAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // A HEAD answer is its GET's without the body, which the GET's statement would miss.
  if (c.req.method === 'HEAD') return;
  if (!isDescribedPath(c.req.path)) return;
  const method = c.req.method;
  // The static site's catch-all matches /api paths too; only the described routes count.
  const endpoint = matchedRoutes(c).find(
    (route) => route.method === method && isDescribedPath(route.path),
  );
  const response = c.res;
  try {
    undescribed.push(
      ...(await findUndescribed({
        method,
        route: endpoint?.path,
        url: c.req.path,
        status: response.status,
        contentType: response.headers.get('content-type') ?? undefined,
        readBody: () => response.clone().text(),
      })),
    );
  } catch (error) {
    // Thrown here it would become the app's 500: reported instead, against the test.
    undescribed.push(`${method} ${c.req.path}: the check failed: ${String(error)}`);
  }
};
