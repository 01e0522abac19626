import { brandFontPreload } from '@careshop/design-system/vite';
import { illustrations } from '@careshop/illustrations/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// The base path comes from the same VITE_BASE_PATH that src/config/env.ts reads, so asset URLs and
// the app agree. The API serves the built app at /zoom/, hence that default.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const base = normaliseBase(env.VITE_BASE_PATH ?? '/zoom/');
  const apiTarget = env.ZOOM_API_PROXY ?? 'http://127.0.0.1:8080';
  const proxy = { '/api': { target: apiTarget, changeOrigin: false } };
  return {
    base,
    plugins: [react(), illustrations(), brandFontPreload()],
    // `pnpm dev` runs the three apps side by side: shop 5173, Zoom! 5174, console 5175
    // (ZOOM_DEV_PORT moves this one).
    server: { port: Number(env.ZOOM_DEV_PORT ?? 5174), strictPort: true, proxy },
    preview: { proxy },
    build: {
      sourcemap: true,
      manifest: true,
      chunkSizeWarningLimit: 600,
      // Libraries that change less often than the app get chunks of their own, so an app release
      // does not invalidate them and no chunk passes the warning limit.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
              { name: 'i18n', test: /(packages[\\/]i18n|node_modules[\\/]i18next)[\\/]/ },
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
