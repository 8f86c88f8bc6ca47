import { vi } from 'vitest';
import type { ErrorBody } from '#shared/errors.ts';

/** A request the screen sent, as the stub saw it: its body already read. */
export type SentRequest = {
  method: string;
  /** The path without the query string ('/api/admin/webhooks/wh-1'). */
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed; the text when it is not JSON; undefined when there is none. */
  body: unknown;
};

/** What a route answers with: a JSON body (200), or a Response with its own status. */
type StubAnswer = Response | object | string | number | boolean | null;

/** What a route answers: an answer, or a function of the request giving one (or a promise of one). */
export type StubReply = StubAnswer | ((request: SentRequest) => StubAnswer | Promise<StubAnswer>);

/**
 * Stands in for the server at the fetch level, so a screen is tested through
 * what it sends and what it shows, whatever hooks it is built from. Routes are
 * 'METHOD /path' with `:name` for a segment ('PATCH /api/admin/webhooks/:id');
 * the query string is not matched, only recorded. A request no route answers
 * gets a 404 in the server's error shape, and is recorded like any other.
 */
export function stubApi(routes: Record<string, StubReply>) {
  const requests: SentRequest[] = [];
  const matchers = Object.entries(routes).map(([route, reply]) => {
    const [method, pattern] = route.split(' ') as [string, string];
    const source = pattern
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    return { method, path: new RegExp(`^${source}$`), reply };
  });

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const sent: SentRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text === '' ? undefined : parsed(text),
    };
    requests.push(sent);
    const matcher = matchers.find(
      (candidate) => candidate.method === sent.method && candidate.path.test(sent.path),
    );
    if (!matcher) {
      return apiError(404, {
        code: 'NOT_FOUND',
        message: `No stub for ${sent.method} ${sent.path}`,
      });
    }
    const answer = typeof matcher.reply === 'function' ? await matcher.reply(sent) : matcher.reply;
    return answer instanceof Response ? answer.clone() : Response.json(answer);
  });

  return {
    requests,
    /** The requests sent as 'METHOD /path', in order. */
    sent: () => requests.map((request) => `${request.method} ${request.path}`),
    /** The requests other than GETs: what the screen changed. */
    changes: () => requests.filter((request) => request.method !== 'GET'),
  };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A refusal as the server words it: `{ error: { code, title, message, problems } }` with its status. */
export function apiError(status: number, error: ErrorBody['error']): Response {
  return Response.json({ error }, { status });
}

/** An answer that waits until `release()`, to see a screen while its request is on its way. */
export function heldReply(body: unknown = {}) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    reply: async () => {
      await released;
      return Response.json(body);
    },
    release: () => release(),
  };
}

/** An answer that never comes: the screen stays loading. */
export const neverAnswered = () => new Promise<Response>(() => {});
