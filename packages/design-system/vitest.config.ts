import { packageConfig } from '@careshop/vitest-config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default packageConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-support/setup.ts'],
  },
});
