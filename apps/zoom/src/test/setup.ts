import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only cleans up by itself when test globals are on; ours are off.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
