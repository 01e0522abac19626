import { fileURLToPath } from 'node:url';
import { brandFontPreload } from '@careshop/design-system/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { firstScreenPreload } from './build/first-screen-preload';
import { MEASURING_BUILD, screenChunks } from './build/screen-chunks';

/**
 * The built console runs on Preact's React-compatible layer instead of React DOM, as the shop
 * does (decisions 243 and 340): ~10 KB gzipped instead of ~66, most of the entry's cut to the
 * 110 KB budget. The sources, the unit tests (jsdom, Testing Library) and the type checks stay on
 * React; the e2e specs run the build. Absolute paths, so the workspace packages (design system,
 * schema form) resolve them too.
 */
const preactAliases = [
  ['react-dom/client', 'preact/compat/client'],
  ['react-dom', 'preact/compat'],
  ['react/jsx-runtime', 'preact/compat/jsx-runtime'],
  ['react/jsx-dev-runtime', 'preact/compat/jsx-dev-runtime'],
  ['react', 'preact/compat'],
].map(([find, target]) => ({
  find: new RegExp(`^${find}$`),
  replacement: fileURLToPath(import.meta.resolve(target as string)),
}));

/**
 * The built console translates with the shop's small i18next-compatible layer instead of i18next
 * and react-i18next (decisions 354 and 366; the translator in `@careshop/i18n`, its React binding
 * in the design system): ~1.3 KB gzipped instead of ~18 in `first-visit`, the same texts
 * (`@careshop/i18n`'s `compat/i18next.test.ts` runs every key of every language's whole
 * dictionary through both). As with Preact, the sources, their types and the unit tests stay on
 * i18next; the e2e specs run the build. Absolute paths, so the workspace packages resolve them too.
 */
const i18nextAliases = [
  {
    find: /^i18next$/,
    replacement: fileURLToPath(import.meta.resolve('@careshop/i18n/compat/i18next')),
  },
  {
    find: /^react-i18next$/,
    replacement: fileURLToPath(import.meta.resolve('@careshop/design-system/react-i18next-compat')),
  },
];

/**
 * Chunks cut from what the landing screens share (decision 340): the first visit's code in one
 * `first-visit` chunk beside the entry module; the login's shared code (design system, form,
 * API client, zod core) in `first-screen`; what the screens behind the login share (the shell,
 * the console's contract and classic schemas, the query hooks, the landing screens' loaders) in
 * `console-screen`; what only counts and reports add to it (Radix tabs and dialogs, the form
 * parts) in `console-widgets`, so the dashboard does not load it (decision 363). Each screen
 * keeps its own chunk; the chart library stays with the counts screen.
 */
const chunkPlans = [
  { name: 'first-screen', from: ['src/app/themed.tsx', 'src/features/auth/routes/login-page.tsx'] },
  {
    name: 'console-screen',
    from: ['src/app/shell.tsx', 'src/features/dashboard/routes/dashboard-page.tsx'],
    join: [
      'src/app/landing.ts',
      'src/app/shell.tsx',
      'src/features/dashboard/routes/dashboard-page.tsx',
      'src/lib/queries.ts',
      'src/features/dashboard/routes/loaders.ts',
      'src/features/counts/routes/loaders.ts',
      'src/features/reports/routes/loaders.ts',
    ],
  },
  {
    name: 'console-widgets',
    from: [
      'src/features/counts/routes/counts-page.tsx',
      'src/features/reports/routes/reports-page.tsx',
    ],
  },
];

/**
 * What the document preloads for the address it opens (decision 353): the login's code without a
 * session, else the landing screen's (its layouts, page and loaders), and the language's texts.
 */
const shellCode = ['src/app/themed.tsx', 'src/app/landing.ts'];
const preload = firstScreenPreload({
  tokenKey: 'careshop-console-token',
  languageKey: 'careshop-console-language',
  login: ['src/app/themed.tsx', 'src/features/auth/routes/login-page.tsx'],
  screens: {
    '/': shellCode,
    '/counts': [...shellCode, 'src/features/counts/routes/counts-page.tsx'],
    '/reports': [...shellCode, 'src/features/reports/routes/reports-page.tsx'],
  },
  dictionary: /packages\/i18n\/dist\/([a-z]{2})-[A-Z0-9]+\.js$/,
  // The landing screens' reads leave with that script (decision 363).
  reads: 'src/app/document-reads.ts',
});

// The base path comes from the same VITE_BASE_PATH that src/config/env.ts gives the router, so
// asset URLs and routes agree. The API serves the built app at /console/, hence that default.
// A build first runs a plain build in memory to find what the chunks above hold; `vite` (dev)
// skips it.
export default defineConfig(async ({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const measuring = process.env[MEASURING_BUILD] === '1';
  const planned =
    command === 'build' && !measuring
      ? await screenChunks(fileURLToPath(import.meta.url), mode, 'src/main.tsx', chunkPlans)
      : null;
  const groups = planned
    ? [
        { name: 'first-visit', test: (id: string) => planned.get('entry')?.has(id) ?? false },
        ...chunkPlans.map(({ name }) => ({
          name,
          test: (id: string) => planned.get(name)?.has(id) ?? false,
        })),
      ]
    : [];
  const base = normaliseBase(env.VITE_BASE_PATH ?? '/console/');
  const apiTarget = env.CONSOLE_API_PROXY ?? 'http://127.0.0.1:8080';
  const proxy = { '/api': { target: apiTarget, changeOrigin: false } };
  return {
    base,
    plugins: [react(), brandFontPreload(), ...(measuring ? [] : [preload])],
    resolve: { alias: [...preactAliases, ...i18nextAliases] },
    // `pnpm dev` runs the three apps side by side: shop 5173, Zoom! 5174, console 5175
    // (CONSOLE_DEV_PORT moves this one).
    server: { port: Number(env.CONSOLE_DEV_PORT ?? 5175), strictPort: true, proxy },
    preview: { proxy },
    build: {
      sourcemap: true,
      manifest: true,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: { codeSplitting: { groups, includeDependenciesRecursively: false } },
      },
    },
  };
});

function normaliseBase(value: string): string {
  const trimmed = value.trim().replace(/^\/*|\/*$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}
