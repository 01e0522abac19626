import { packageConfig } from '@careshop/vitest-config';
import react from '@vitejs/plugin-react';

export default packageConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Three files replace the API module with `vi.mock`, each with its own fake: every file gets
    // a module graph of its own (the preset shares one per worker, decision 372).
    isolate: true,
  },
});
