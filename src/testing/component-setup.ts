import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A screen piece under test talks to no server: a call no test answers fails at once, as without a
// connection, instead of trying one (happy-dom's page is at localhost:3000, and printed each refusal).
beforeEach(() => {
  vi.stubGlobal('fetch', (input: RequestInfo | URL) =>
    Promise.reject(
      new TypeError(
        `No server in component tests: ${input instanceof Request ? input.url : String(input)}`,
      ),
    ),
  );
});

// Testing Library cleans up by itself only with global test functions, which this project does not use.
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});
