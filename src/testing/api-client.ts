import { testClient } from 'hono/testing';
import type { TestApp } from './test-app.ts';

/**
 * The API as the web app sees it: Hono's typed client over the test app, so
 * request and response types come from the routes (no hand-written shapes).
 * Pass a session cookie to call it as that creator.
 */
export function apiAs(testApp: TestApp, cookie?: string, headers: Record<string, string> = {}) {
  return testClient(testApp.app, undefined, undefined, {
    headers: cookie ? { cookie, ...headers } : headers,
  }).api;
}
