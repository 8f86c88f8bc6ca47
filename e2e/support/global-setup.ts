import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import { freePort, SERVER_ENTRY, waitForReady } from '#testing/server-process.ts';
import { createFreshDatabase } from './fresh-database.ts';
import { findLoggedEmailLink } from './server-log.ts';
import type { TestProject } from 'vitest/node';
import { cookieOf, signUpThroughApi } from './sign-up.ts';

export const ADMIN_EMAIL = 'admin@emberpath.test';
/** Made staff at start (verified ADMIN_EMAILS address), so tests can make other staff. */
const FIRST_STAFF_EMAIL = 'first-staff@emberpath.test';
const FIRST_STAFF_PASSWORD = 'ember-path-2026';
export const OIDC_USER = {
  sub: 'oidc-creator-1',
  email: 'oidc.creator@emberpath.test',
  name: 'Ola Oidc',
};

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The server's log, where emails are printed without SMTP (as on a laptop). */
    serverLogPath: string;
    /** A session cookie of the run's first staff member. */
    staffCookie: string;
  }
}

/** A real OpenID Connect provider on a local port that signs in one known creator. */
async function startOidcProvider() {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(await freePort(), '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, OIDC_USER, { email_verified: true });
  });
  provider.service.on('beforeUserinfo', (response) => {
    response.body = { ...OIDC_USER, email_verified: true };
  });
  return provider;
}

/**
 * Signs up a listed address and confirms it with its logged link and its
 * password, as an operator would on the page the link opens.
 */
async function signUpFirstStaff(baseUrl: string, serverLogPath: string): Promise<string> {
  const signUp = await signUpThroughApi(baseUrl, {
    email: FIRST_STAFF_EMAIL,
    password: FIRST_STAFF_PASSWORD,
    name: 'First Staff',
  });
  if (!signUp.ok) throw new Error(`first staff sign-up failed: ${signUp.status}`);
  const link = await findLoggedEmailLink(
    serverLogPath,
    FIRST_STAFF_EMAIL,
    'Confirm your email for Emberpath',
  );
  const verified = await fetch(`${baseUrl}/api/auth/confirm-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      token: new URL(link).searchParams.get('token'),
      password: FIRST_STAFF_PASSWORD,
    }),
  });
  if (!verified.ok) throw new Error(`first staff confirmation failed: ${verified.status}`);
  return cookieOf(verified);
}

/** The built app as a real process, the way `npm start` runs it. */
export default async function setup(project: TestProject) {
  const oidc = await startOidcProvider();
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-e2e-'));
  // With DATABASE_URL set, the app gets a PostgreSQL database of its own; otherwise PGlite.
  const database = process.env.DATABASE_URL
    ? await createFreshDatabase(process.env.DATABASE_URL)
    : undefined;
  let output = '';
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      APP_URL: baseUrl,
      ADMIN_EMAILS: `${ADMIN_EMAIL},${FIRST_STAFF_EMAIL}`,
      RATE_LIMIT: 'false',
      // Info, so the emails printed to the log (verification links) can be followed.
      LOG_LEVEL: 'info',
      OIDC_DISCOVERY_URL: `${oidc.issuer.url}/.well-known/openid-configuration`,
      OIDC_CLIENT_ID: 'emberpath-e2e',
      OIDC_CLIENT_SECRET: 'e2e-secret',
      OIDC_NAME: 'Emberpath ID',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const serverLogPath = path.join(os.tmpdir(), `emberpath-e2e-server-${port}.log`);
  const record = (chunk: Buffer) => {
    output += chunk.toString();
    fs.appendFileSync(serverLogPath, chunk);
  };
  server.stdout!.on('data', record);
  server.stderr!.on('data', record);
  await waitForReady(baseUrl, server, () => output);

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('serverLogPath', serverLogPath);
  project.provide('staffCookie', await signUpFirstStaff(baseUrl, serverLogPath));

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await oidc.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(serverLogPath, { force: true });
  };
}
