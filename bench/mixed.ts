import autocannon from 'autocannon';
import { isTierOne, sessionCookieFor, writtenQuestIdsOpenInTierOne } from './seed.ts';

/**
 * A day of creators in one request stream: mostly reads of the screens they
 * open (dashboard progress, the bell, history, library, buddies), and one
 * write in five (answers, check-ins, profile edits, reading notifications).
 * Every write is one that succeeds for the seeded creators, so an error or a
 * non-2xx answer is a real failure.
 */
type Weighted = { weight: number; request: () => MixedRequest };
export type MixedRequest = { method: 'GET' | 'POST' | 'PUT'; path: string; body?: string };

export type MixedWorkload = {
  next: () => MixedRequest & { cookie: string };
};

export function createMixedWorkload(creators: number, authSecret: string): MixedWorkload {
  const randomCreator = () => 1 + Math.floor(Math.random() * creators);
  // Tier-one creators' open quests of realm 2, each completed once: the route benchmark before
  // this one completes tier zero's, and a completed quest answers 409.
  const tierOne = Array.from({ length: creators }, (_, index) => index + 1).filter(isTierOne);
  let completions = 0;
  // Seeded check-ins end yesterday: each creator can write today's once.
  let checkins = 0;
  let creator = 1;

  const mix: Weighted[] = [
    { weight: 30, request: () => ({ method: 'GET', path: '/api/progress' }) },
    { weight: 15, request: () => ({ method: 'GET', path: '/api/notifications/unread-count' }) },
    { weight: 10, request: () => ({ method: 'GET', path: '/api/me' }) },
    { weight: 8, request: () => ({ method: 'GET', path: '/api/checkins?limit=30' }) },
    { weight: 5, request: () => ({ method: 'GET', path: '/api/checkins/calendar' }) },
    { weight: 5, request: () => ({ method: 'GET', path: '/api/resources' }) },
    { weight: 4, request: () => ({ method: 'GET', path: '/api/buddies' }) },
    { weight: 3, request: () => ({ method: 'GET', path: '/api/profile' }) },
    {
      weight: 8,
      request: () => {
        const slot = completions++;
        creator = tierOne[slot % tierOne.length]!;
        const questId =
          writtenQuestIdsOpenInTierOne[
            Math.floor(slot / tierOne.length) % writtenQuestIdsOpenInTierOne.length
          ]!;
        return {
          method: 'POST',
          path: `/api/quests/${questId}/complete`,
          body: JSON.stringify({ content: 'Benchmark answer, written with care.' }),
        };
      },
    },
    {
      weight: 6,
      request: () => {
        creator = 1 + (checkins++ % creators);
        return {
          method: 'POST',
          path: '/api/checkins',
          body: JSON.stringify({ response: 'Filmed, edited, and posted one short today.' }),
        };
      },
    },
    {
      weight: 4,
      request: () => ({
        method: 'PUT',
        path: '/api/profile',
        body: JSON.stringify({
          name: `Creator ${creator}`,
          bio: 'Short films about cooking on a budget.',
          links: ['https://example.com/channel'],
        }),
      }),
    },
    { weight: 2, request: () => ({ method: 'POST', path: '/api/notifications/read-all' }) },
  ];
  const total = mix.reduce((sum, entry) => sum + entry.weight, 0);

  return {
    next() {
      creator = randomCreator();
      let pick = Math.random() * total;
      const entry = mix.find((candidate) => (pick -= candidate.weight) < 0) ?? mix[0]!;
      const request = entry.request();
      return { ...request, cookie: sessionCookieFor(creator, authSecret) };
    },
  };
}

// No Origin header: like any client that is not a browser, which the same-origin check lets through.
const headersFor = (cookie: string) => ({
  cookie,
  'content-type': 'application/json',
  'accept-encoding': 'gzip, deflate, br',
});

/** Closed loop: `connections` creators each sending their next request as soon as the last is answered. */
export function measureMixedSaturated(
  baseUrl: string,
  workload: MixedWorkload,
  options: { connections: number; seconds: number },
) {
  return autocannon({
    url: `${baseUrl}/`,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          const next = workload.next();
          return {
            ...request,
            method: next.method,
            path: next.path,
            body: next.body,
            headers: { ...request.headers, ...headersFor(next.cookie) },
          };
        },
      },
    ],
  });
}

export type FixedRateResult = {
  sent: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
};

/**
 * Open loop: requests leave on a fixed schedule whether or not earlier ones
 * were answered, and each latency counts from when its request was due, so a
 * slow server cannot slow the load down and hide its own queueing.
 */
export async function measureMixedAtFixedRate(
  baseUrl: string,
  workload: MixedWorkload,
  options: { ratePerSecond: number; seconds: number },
): Promise<FixedRateResult> {
  const latencies: number[] = [];
  let failed = 0;
  const inFlight: Promise<void>[] = [];
  const startedAt = performance.now();
  const total = options.ratePerSecond * options.seconds;
  let sent = 0;
  const send = (dueAt: number) => {
    const next = workload.next();
    inFlight.push(
      fetch(`${baseUrl}${next.path}`, {
        method: next.method,
        body: next.body,
        headers: headersFor(next.cookie),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) failed += 1;
        })
        .catch(() => {
          failed += 1;
        })
        .finally(() => latencies.push(performance.now() - dueAt)),
    );
  };
  while (sent < total) {
    const elapsed = performance.now() - startedAt;
    const due = Math.min(total, Math.floor((elapsed / 1000) * options.ratePerSecond));
    for (; sent < due; sent += 1) send(startedAt + (sent / options.ratePerSecond) * 1000);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  const at = (quantile: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))]!);
  return { sent, failed, p50: at(0.5), p99: at(0.99), max: at(1) };
}
