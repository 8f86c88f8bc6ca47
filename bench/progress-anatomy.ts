import zlib from 'node:zlib';
import type { Database } from '#server/db/client.ts';
import type { Curriculum } from '#server/features/curriculum/curriculum-snapshot.ts';
import { getMe } from '#server/features/me/me.service.ts';
import { loadJourneyRows } from '#server/features/progress/progress.queries.ts';
import { shapeProgress } from '#server/features/progress/progress.service.ts';
import { serialiseWithEtag } from '#server/http/json-or-not-modified.ts';
import { spreadOf } from './interleaved.ts';

/**
 * Where one progress request's time goes, request by request with nothing
 * else running in the bench: the database (the one statement, its round trip
 * and the driver's parsing), building the answer, serialising it with its
 * ETag, and what compressing it would cost (the server sends API answers
 * uncompressed).
 */
export type ProgressAnatomy = {
  requests: number;
  /** Median µs per request. */
  floorRead: number;
  database: number;
  building: number;
  serialising: number;
  gzip: number;
};

export async function measureProgressAnatomy(
  db: Database,
  curriculum: Curriculum,
  creators: number,
  requests: number,
): Promise<ProgressAnatomy> {
  const timings = {
    floorRead: [],
    database: [],
    building: [],
    serialising: [],
    gzip: [],
  } as Record<Exclude<keyof ProgressAnatomy, 'requests'>, number[]>;
  const warmUp = Math.ceil(requests / 5);
  for (let index = 0; index < warmUp + requests; index += 1) {
    const userId = `bench-${1 + Math.floor(Math.random() * creators)}`;
    const startedAt = performance.now();
    await getMe({ db }, { userId });
    const floorReadAt = performance.now();
    const rows = await loadJourneyRows(db, userId);
    const loadedAt = performance.now();
    const progress = shapeProgress(rows, { timeZone: 'UTC', now: new Date(), curriculum });
    const builtAt = performance.now();
    const { body } = serialiseWithEtag(progress);
    const serialisedAt = performance.now();
    zlib.gzipSync(body);
    const compressedAt = performance.now();
    if (index < warmUp) continue;
    timings.floorRead.push(floorReadAt - startedAt);
    timings.database.push(loadedAt - floorReadAt);
    timings.building.push(builtAt - loadedAt);
    timings.serialising.push(serialisedAt - builtAt);
    timings.gzip.push(compressedAt - serialisedAt);
  }
  const medianMicros = (values: number[]) => Math.round(spreadOf(values).median * 1000);
  return {
    requests,
    floorRead: medianMicros(timings.floorRead),
    database: medianMicros(timings.database),
    building: medianMicros(timings.building),
    serialising: medianMicros(timings.serialising),
    gzip: medianMicros(timings.gzip),
  };
}

export type PayloadSize = { bytes: number; gzipBytes: number; brotliBytes: number };

/** The progress answer's size as the server sends it, and compressed as a proxy in front of it would. */
export async function measureProgressPayload(
  baseUrl: string,
  cookie: string,
): Promise<PayloadSize> {
  const response = await fetch(`${baseUrl}/api/progress`, {
    headers: { cookie, 'accept-encoding': 'identity' },
  });
  if (!response.ok) throw new Error(`progress answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return {
    bytes: body.length,
    gzipBytes: zlib.gzipSync(body).length,
    brotliBytes: zlib.brotliCompressSync(body, {
      // Quality 5: what a server compressing on the fly would use, not the slow maximum.
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    }).length,
  };
}
