import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startServer, waitForReady } from '#testing/server-process.ts';
import { cookieOf, PASSWORD, signUpThroughApi } from './support/sign-up.ts';

/**
 * `kill -9` of a server on PGlite in the middle of a storm of writes: after a
 * restart on the same DATA_DIR, every write the server acknowledged (2xx) is
 * there. Each creator writes in one lane, one request at a time, so the last
 * acknowledged value of each thing is known; only the request in flight when
 * the process died may or may not have landed.
 */

const LANES = 6;
/** The storm is bounded by count as well as by the kill. */
const MAX_WRITES_PER_LANE = 400;
/** Acknowledged writes to wait for before the kill, so it lands mid-storm. */
const ACKNOWLEDGED_BEFORE_KILL = 120;
const TEXT_QUESTS = ['r1-origin-story', 'r1-idea-storm', 'r1-spark-reflection'];
const WORKSHEET_QUEST = 'r1-audience-map';
const PDF_HEAD = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n';

type Write = {
  key: string;
  /** What a read after the restart must show when this write landed. */
  value: string;
  method: string;
  path: string;
  body: string | Buffer<ArrayBuffer>;
  headers?: Record<string, string>;
};

type Lane = {
  cookie: string;
  /** The last acknowledged value of each key. */
  acknowledged: Map<string, string>;
  /** The write the process died during, if any: it may or may not have landed. */
  inFlight?: Write;
};

const json = (method: string, apiPath: string, key: string, value: string, body: unknown) => ({
  key,
  value,
  method,
  path: apiPath,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

/** The n-th write of a lane: a check-in, three answers, then profile, address, reminder and worksheet by turns. */
function nthWrite(lane: number, n: number): Write {
  const tag = `lane ${lane} write ${n}`;
  if (n === 0) return json('POST', '/api/checkins', 'checkin', tag, { response: tag });
  const quest = TEXT_QUESTS[n - 1];
  if (quest) return json('POST', `/api/quests/${quest}/complete`, quest, tag, { content: tag });
  switch (n % 4) {
    case 0:
      return json('PUT', '/api/profile', 'profile', tag, {
        name: `Lane ${lane}`,
        bio: tag,
        links: [],
      });
    case 1:
      return json('PUT', '/api/profile/shipping-address', 'address', tag, {
        name: `Lane ${lane}`,
        address: tag,
        city: 'Portland',
        state: 'OR',
        zipCode: '97201',
      });
    case 2: {
      const localTime = `${String(n % 24).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`;
      return json('PUT', '/api/reminders', 'reminder', localTime, { isEnabled: true, localTime });
    }
    default:
      return {
        key: 'worksheet',
        value: tag,
        method: 'PUT',
        path: `/api/quests/${WORKSHEET_QUEST}/file`,
        body: Buffer.from(`${PDF_HEAD}% ${tag}\n%%EOF\n`),
        headers: { 'x-file-name': 'worksheet.pdf' },
      };
  }
}

/** What the restarted server shows for one key of a lane. */
async function readBack(baseUrl: string, cookie: string, key: string): Promise<string | null> {
  const get = async (apiPath: string) => {
    const response = await fetch(`${baseUrl}${apiPath}`, { headers: { cookie } });
    expect(response.status, apiPath).toBe(200);
    return response;
  };
  const fields = async <T>(apiPath: string) => (await (await get(apiPath)).json()) as T;
  if (key === 'checkin') {
    const { checkins } = await fields<{ checkins: { response: string }[] }>('/api/checkins');
    return checkins[0]?.response ?? null;
  }
  if (TEXT_QUESTS.includes(key)) {
    const progress = await fields<{
      realms: { quests: { id: string; content: string | null }[] }[];
    }>('/api/progress');
    return progress.realms[0]!.quests.find((quest) => quest.id === key)!.content;
  }
  if (key === 'profile') return (await fields<{ bio: string | null }>('/api/profile')).bio;
  if (key === 'address') {
    return (await fields<{ address: string }>('/api/profile/shipping-address')).address;
  }
  if (key === 'reminder') return (await fields<{ localTime: string }>('/api/reminders')).localTime;
  const file = await fetch(`${baseUrl}/api/quests/${WORKSHEET_QUEST}/file`, {
    headers: { cookie },
  });
  if (file.status === 404) return null;
  expect(file.status).toBe(200);
  return /% (lane \d+ write \d+)\n/.exec(await file.text())?.[1] ?? 'unreadable';
}

describe('a crash on PGlite', () => {
  it('keeps every acknowledged write through kill -9 and a restart on the same DATA_DIR', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-crash-'));
    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
    };
    const server = startServer(env);
    await waitForReady(baseUrl, server.child, () => JSON.stringify(server.output()));

    const lanes: Lane[] = [];
    for (let lane = 0; lane < LANES; lane += 1) {
      const response = await signUpThroughApi(baseUrl, { email: `crash-lane-${lane}@example.com` });
      expect(response.status).toBe(200);
      lanes.push({ cookie: cookieOf(response), acknowledged: new Map() });
    }
    const signedUp: string[] = [];
    let signUpInFlight: string | undefined;
    let acknowledgedCount = 0;
    let isKilled = false;

    const runLane = async (lane: Lane, index: number) => {
      for (let n = 0; n < MAX_WRITES_PER_LANE && !isKilled; n += 1) {
        const write = nthWrite(index, n);
        lane.inFlight = write;
        let response: Response;
        try {
          response = await fetch(`${baseUrl}${write.path}`, {
            method: write.method,
            headers: { cookie: lane.cookie, ...write.headers },
            body: write.body,
          });
          await response.arrayBuffer();
        } catch {
          return; // The server is gone; `inFlight` may or may not have landed.
        }
        lane.inFlight = undefined;
        expect(response.status, `${write.method} ${write.path}`).toBeLessThan(300);
        lane.acknowledged.set(write.key, write.value);
        acknowledgedCount += 1;
      }
    };
    // Sign-ups too: a new account acknowledged is one that can sign in after the restart.
    const runSignUps = async () => {
      for (let n = 0; n < MAX_WRITES_PER_LANE && !isKilled; n += 1) {
        signUpInFlight = `crash-storm-${n}@example.com`;
        try {
          const response = await signUpThroughApi(baseUrl, { email: signUpInFlight });
          await response.arrayBuffer();
          expect(response.status).toBe(200);
        } catch {
          return;
        }
        signedUp.push(signUpInFlight);
        signUpInFlight = undefined;
      }
    };
    const storm = Promise.all([...lanes.map(runLane), runSignUps()]);

    const deadline = Date.now() + 20_000;
    while (acknowledgedCount < ACKNOWLEDGED_BEFORE_KILL && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    server.child.kill('SIGKILL');
    isKilled = true;
    await server.exit;
    await storm;
    const killedAt = Date.now();
    // The lock's file still names the killed server; the kernel let go of its lock with it.
    expect(fs.readFileSync(path.join(dataDir, 'emberpath.lock'), 'utf8')).toBe(
      String(server.child.pid),
    );
    expect(acknowledgedCount).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

    const again = startServer(env);
    await waitForReady(baseUrl, again.child, () => JSON.stringify(again.output()));
    const restartMs = Date.now() - killedAt;
    console.info(
      `crash test: ${acknowledgedCount} writes and ${signedUp.length} sign-ups acknowledged before kill -9, ` +
        `${lanes.filter((lane) => lane.inFlight).length + (signUpInFlight ? 1 : 0)} in flight; ` +
        `restarted in ${restartMs} ms`,
    );

    for (const [index, lane] of lanes.entries()) {
      for (const [key, value] of lane.acknowledged) {
        const shown = await readBack(baseUrl, lane.cookie, key);
        // The write in flight at the kill came after the last acknowledged one: it may have landed.
        const allowed = lane.inFlight?.key === key ? [value, lane.inFlight.value] : [value];
        expect(allowed, `lane ${index}, ${key}`).toContain(shown);
      }
    }
    for (const email of signedUp) {
      const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(signIn.status, email).toBe(200);
    }

    again.child.kill('SIGTERM');
    expect(await again.exit).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
