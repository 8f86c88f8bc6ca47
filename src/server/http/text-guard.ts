import { createMiddleware } from 'hono/factory';
import { AppError } from '#shared/errors.ts';
import { containsNul, MAX_TEXT_LENGTH, NUL_MESSAGE } from '#shared/rules/text.ts';
import type { AppEnv } from './app-env.ts';

type Problem = { path: string; message: string };

const invalidText = (problems: Problem[]) =>
  new AppError('VALIDATION_FAILED', {
    title: 'Check Your Text',
    userMessage: problems[0]!.message,
    problems,
  });

/**
 * The edge rule for every /api route, ours and better-auth's alike: a NUL
 * character anywhere in the path, the query or a JSON string, or a JSON string
 * longer than any field accepts, is a 422 before any handler sees it.
 * Per-field limits stay in each route's schema (`boundedText`).
 */
export const guardText = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  if (/%00/i.test(url.pathname + url.search)) {
    throw invalidText([{ path: 'url', message: NUL_MESSAGE }]);
  }
  if (isJsonRequest(c.req.method, c.req.header('content-type'))) {
    // A clone, so the body stays readable for validators and better-auth.
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => undefined);
    const problems = findTextProblems(body);
    if (problems.length > 0) throw invalidText(problems);
  }
  await next();
});

export function isJsonContentType(contentType: string | undefined): boolean {
  return /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType ?? '');
}

function isJsonRequest(method: string, contentType: string | undefined): boolean {
  return method !== 'GET' && method !== 'HEAD' && isJsonContentType(contentType);
}

/** Walks a parsed JSON value without recursion (a deeply nested body must not overflow the stack). */
export function findTextProblems(value: unknown): Problem[] {
  const problems: Problem[] = [];
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0 && problems.length < 10) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      if (containsNul(next.value)) problems.push({ path: next.path, message: NUL_MESSAGE });
      else if (next.value.length > MAX_TEXT_LENGTH)
        problems.push({ path: next.path, message: 'This text is too long.' });
    } else if (next.value && typeof next.value === 'object') {
      for (const [key, child] of Object.entries(next.value)) {
        const path = next.path ? `${next.path}.${key}` : key;
        if (containsNul(key)) problems.push({ path, message: NUL_MESSAGE });
        pending.push({ value: child, path });
      }
    }
  }
  return problems;
}
