import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, startServer, waitForReady } from '#testing/server-process.ts';

/**
 * `npm run lighthouse`: Lighthouse's mobile audit (its default: a mid-range
 * phone on a slow 4G network, simulated) of the first screens, against the
 * built app as `npm start` runs it on an empty data directory. Prints the
 * performance and accessibility scores and the paint timings of each; the
 * full reports go to .reports/lighthouse. Scores move with the machine's load:
 * each is audited LIGHTHOUSE_RUNS times (3 unless set), and the run with the
 * median performance is shown.
 */
const PASSWORD = 'ember-path-2026';
const REPORT_DIR = path.resolve('.reports/lighthouse');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Lighthouse's default leaves local storage, where the app keeps its copies, alone. */
const CLEAR_ALL_STORAGE: Flags['clearStorageTypes'] = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
];

type Audit = { numericValue?: number };
type Report = {
  categories: Record<'performance' | 'accessibility' | 'best-practices', { score: number | null }>;
  audits: Record<string, Audit | undefined>;
};

async function signUpCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      email: `lighthouse-${Date.now()}@emberpath.test`,
      password: PASSWORD,
      name: 'Lighthouse Creator',
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const seconds = (audit: Audit | undefined) =>
  `${((audit?.numericValue ?? NaN) / 1000).toFixed(1)} s`;
const score = (value: number | null) => (value === null ? 'n/a' : value.toFixed(2));

type Run = { lhr: Report; html: string; json: string };

async function runOnce(url: string, flags: Flags, isRetry = false): Promise<Run> {
  const result = await lighthouse(url, {
    ...flags,
    output: ['html', 'json'],
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) {
    // A trace lost on a busy machine (NO_NAVSTART) says nothing of the page: run it again, once.
    if (!isRetry) return runOnce(url, flags, true);
    throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
  const [html, json] = result.report as string[];
  return { lhr: result.lhr as unknown as Report, html: html!, json: json! };
}

/** One run's performance score and LCP, so the spread behind the median is on record. */
const describeRun = (run: { lhr: Report }) =>
  `${score(run.lhr.categories.performance.score)} ${seconds(run.lhr.audits['largest-contentful-paint'])}`;

async function audit(name: string, label: string, url: string, flags: Flags) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await runOnce(url, flags));
  runs.sort(
    (a, b) => (a.lhr.categories.performance.score ?? 0) - (b.lhr.categories.performance.score ?? 0),
  );
  const median = runs[Math.floor(runs.length / 2)]!;
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  fs.writeFileSync(path.join(REPORT_DIR, `${name}.html`), median.html);
  fs.writeFileSync(path.join(REPORT_DIR, `${name}.json`), median.json);
  const { categories, audits } = median.lhr;
  console.log(
    [
      label.padEnd(34),
      `performance ${score(categories.performance.score)}`,
      `accessibility ${score(categories.accessibility.score)}`,
      `best practices ${score(categories['best-practices'].score)}`,
      `LCP ${seconds(audits['largest-contentful-paint'])}`,
      `FCP ${seconds(audits['first-contentful-paint'])}`,
      `TBT ${Math.round(audits['total-blocking-time']?.numericValue ?? NaN)} ms`,
      `(runs: ${runs.map(describeRun).join(' · ')})`,
    ].join('  '),
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-lighthouse-'));
const serverPort = await freePort();
const baseUrl = `http://localhost:${serverPort}`;
const server = startServer({ PORT: String(serverPort), DATA_DIR: dataDir, APP_URL: baseUrl });
const port = await freePort();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    `--remote-debugging-port=${port}`,
  ],
});
try {
  await waitForReady(baseUrl, server.child, () => server.output().stderr);
  const headers = { cookie: await signUpCookie(baseUrl) };
  // Lighthouse scales the main thread's observed work: a busy machine inflates TBT and LCP.
  const load = () => os.loadavg()[0]!.toFixed(1);
  console.log(`load average ${load()} on ${os.cpus().length} cores at the start`);
  const nothingKept = { port, clearStorageTypes: CLEAR_ALL_STORAGE };
  await audit('auth', '/auth, a visitor', `${baseUrl}/auth`, nothingKept);
  // As after signing in on this phone: the app's copies of the session and progress are kept.
  await runOnce(`${baseUrl}/`, { port, extraHeaders: headers });
  await audit('home', '/, signed in', `${baseUrl}/`, { port, extraHeaders: headers });
  // As after signing in elsewhere (a provider's page): nothing kept on this phone yet.
  await audit('home-new-device', '/, signed in, nothing kept here', `${baseUrl}/`, {
    ...nothingKept,
    extraHeaders: headers,
  });
  console.log(`load average ${load()} at the end`);
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await server.exit;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
