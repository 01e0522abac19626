import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// The base path comes from the same VITE_BASE_PATH that src/config/env.ts gives the router, so
// asset URLs and routes always agree.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const base = normaliseBase(env.VITE_BASE_PATH);
  const apiTarget = env.SHOP_API_PROXY ?? 'http://127.0.0.1:8080';
  const proxy = { '/api': { target: apiTarget, changeOrigin: false } };
  return {
    base,
    plugins: [react()],
    server: { proxy },
    preview: { proxy },
    build: { sourcemap: true, manifest: true, chunkSizeWarningLimit: 600 },
  };
});

function normaliseBase(value: string | undefined): string {
  const trimmed = (value ?? '/').trim().replace(/^\/*|\/*$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}
