import { packageConfig } from '@careshop/vitest-config';
import react from '@vitejs/plugin-react';

export default packageConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});
