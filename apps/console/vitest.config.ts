import { packageConfig } from '@careshop/vitest-config';
import react from '@vitejs/plugin-react';

// One jsdom and one module graph per worker (the preset's `isolate: false`, decision 372): the
// files that set the API's address before importing the client, or count which texts a fresh
// translator holds, start with `vi.resetModules()`.
export default packageConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});
