import { afterEach, expect, vi } from 'vitest';

// A test that logs console.error hides a problem: make it fail.
const consoleError = vi.spyOn(console, 'error');

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  expect(calls, 'console.error was called').toEqual([]);
});
