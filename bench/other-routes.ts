import autocannon from 'autocannon';
import { BENCH_AUTH_SECRET } from './bench-server.ts';
import { openQuestIdsOfTierZero, sessionCookieFor } from './seed.ts';

export type Row = {
  database: string;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
};

/** Each route on its own, one after the other: absolute figures, not a comparison. */
export async function benchmarkOtherRoutes(
  name: string,
  baseUrl: string,
  options: { creators: number; seconds: number; connections: number },
): Promise<Row[]> {
  const randomCreator = () => 1 + Math.floor(Math.random() * options.creators);
  const cookieFor = (creator: number) => sessionCookieFor(creator, BENCH_AUTH_SECRET);
  const authenticated = (pathFor: () => string) => ({
    requests: [
      {
        method: 'GET' as const,
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          path: pathFor(),
          headers: {
            ...request.headers,
            cookie: cookieFor(randomCreator()),
            // As every browser does.
            'accept-encoding': 'gzip, deflate, br',
          },
        }),
      },
    ],
  });
  // Each completion needs a creator with that quest still open: walk through tier-0 creators' open quests.
  let completionCursor = 0;
  const tierZero = Array.from({ length: options.creators }, (_, index) => index + 1).filter(
    (index) => index % 10 < 4,
  );
  const completeQuest = {
    requests: [
      {
        method: 'POST' as const,
        setupRequest: (request: autocannon.Request) => {
          const slot = completionCursor++;
          const creator = tierZero[slot % tierZero.length]!;
          const questId =
            openQuestIdsOfTierZero[
              Math.floor(slot / tierZero.length) % openQuestIdsOfTierZero.length
            ]!;
          return {
            ...request,
            path: `/api/quests/${questId}/complete`,
            body: JSON.stringify({ content: 'Benchmark answer, written with care.' }),
            headers: {
              ...request.headers,
              cookie: cookieFor(creator),
              'content-type': 'application/json',
            },
          };
        },
      },
    ],
  };

  const routes: [string, Partial<autocannon.Options>][] = [
    ['GET /healthz (no work)', {}],
    // The progress read under moderate load: its latency without 50 requests queueing on two cores.
    [
      'GET /api/progress (10 connections)',
      { ...authenticated(() => '/api/progress'), connections: 10 },
    ],
    ['POST /api/quests/:id/complete', completeQuest],
  ];
  const rows: Row[] = [];
  for (const [route, routeOptions] of routes) {
    const pathOnly = route.startsWith('GET /healthz') ? '/healthz' : '/';
    const result = await autocannon({
      url: `${baseUrl}${pathOnly}`,
      connections: options.connections,
      duration: options.seconds,
      ...routeOptions,
    });
    rows.push({
      database: name,
      route,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
  return rows;
}
