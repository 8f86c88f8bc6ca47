import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library cleans up by itself only with global test functions, which this project does not use.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
