import { brandFontPreload } from '@careshop/design-system/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// The base path comes from the same VITE_BASE_PATH that src/config/env.ts gives the router, so
// asset URLs and routes agree. The API serves the built app at /console/, hence that default.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const base = normaliseBase(env.VITE_BASE_PATH ?? '/console/');
  const apiTarget = env.CONSOLE_API_PROXY ?? 'http://127.0.0.1:8080';
  const proxy = { '/api': { target: apiTarget, changeOrigin: false } };
  return {
    base,
    plugins: [react(), brandFontPreload()],
    // `pnpm dev` runs the three apps side by side: shop 5173, Zoom! 5174, console 5175
    // (CONSOLE_DEV_PORT moves this one).
    server: { port: Number(env.CONSOLE_DEV_PORT ?? 5175), strictPort: true, proxy },
    preview: { proxy },
    build: {
      sourcemap: true,
      manifest: true,
      chunkSizeWarningLimit: 600,
      // Libraries that change less often than the app get chunks of their own; the chart library
      // loads only with the screens that draw charts (issue 13: charts code-split per route).
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
              { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            ],
          },
        },
      },
    },
  };
});

function normaliseBase(value: string): string {
  const trimmed = value.trim().replace(/^\/*|\/*$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}
