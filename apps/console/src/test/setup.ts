import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait up to 10 s (the default 1 s is too short when CI runs every package's
// tests at once on two cores); they return as soon as the condition holds.
configure({ asyncUtilTimeout: 10_000 });

// Testing Library only cleans up by itself when test globals are on; ours are off.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
