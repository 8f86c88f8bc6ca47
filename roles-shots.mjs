import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const port = 3917;
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roles-shots-'));
let log = '';
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, APP_URL: base, ADMIN_EMAILS: 'sam@emberpath.test', RATE_LIMIT: 'false', AUTH_SECRET: 'screenshots-secret-long-enough-to-sign-cookies' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (c) => (log += c));
server.stderr.on('data', (c) => (log += c));
for (let i = 0; i < 120; i++) { try { if ((await fetch(`${base}/readyz`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 500)); }
const json = { 'content-type': 'application/json', origin: base };
const cookieOf = (r) => r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const signUp = (email, name) => fetch(`${base}/api/auth/sign-up/email`, { method: 'POST', headers: json, body: JSON.stringify({ email, name, password: 'ember-path-2026' }) });
await signUp('sam@emberpath.test', 'Sam Admin');
await new Promise((r) => setTimeout(r, 1500));
const link = log.match(new RegExp(`${base}/auth/confirm-email\\?token=[\\w.-]+`))[0];
const confirmed = await fetch(`${base}/api/auth/confirm-email`, { method: 'POST', headers: json, body: JSON.stringify({ token: new URL(link).searchParams.get('token'), password: 'ember-path-2026' }) });
const admin = cookieOf(confirmed);
const coachUp = await signUp('jordan@emberpath.test', 'Jordan Lee');
const coach = cookieOf(coachUp);
const coachMe = await (await fetch(`${base}/api/me`, { headers: { cookie: coach } })).json();
const put = await fetch(`${base}/api/admin/creators/${coachMe.user.id}/roles`, { method: 'PUT', headers: { ...json, cookie: admin }, body: JSON.stringify({ roles: ['coach'] }) });
console.log('roles', put.status);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
const sizes = [[320, 640], [390, 844], [1280, 800]];
async function pageAs(cookie, [width, height]) {
  const context = await browser.newContext({ viewport: { width, height }, baseURL: base });
  await context.addCookies(cookie.split('; ').map((pair) => { const [name, ...v] = pair.split('='); return { name, value: v.join('='), url: base }; }));
  return context.newPage();
}
for (const size of sizes) {
  const tag = `${size[0]}x${size[1]}`;
  let page = await pageAs(admin, size);
  await page.goto(`/admin/creators/${coachMe.user.id}`);
  await page.getByRole('group', { name: 'Staff roles' }).waitFor();
  await page.getByRole('group', { name: 'Staff roles' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/work/shots/roles/roles-editor-${tag}.png` });
  await page.context().close();
  page = await pageAs(coach, size);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Staff console' }).waitFor({ timeout: 30000 });
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/work/shots/roles/coach-home-${tag}.png` });
  await page.goto('/admin/webhooks');
  await page.getByText('Not One of Your Screens').waitFor();
  await page.screenshot({ path: `/work/shots/roles/coach-closed-${tag}.png` });
  await page.context().close();
}
await browser.close();
server.kill('SIGTERM');
