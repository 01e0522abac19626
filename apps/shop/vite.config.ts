import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { illustrations } from '@careshop/illustrations/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { firstScreenPreload } from './build/first-screen-preload';
import { firstVisitModules, MEASURING_BUILD } from './build/first-visit-modules';
import landingPages from './build/landing-pages.json' with { type: 'json' };
import { lazyCopies } from './build/lazy-copies';
import { shopFirstScreen } from './build/shop-first-screen';
import { zodClassicCopy } from './build/zod-classic-copy';
import { shopRoutePaths } from './src/app/route-paths';

/**
 * Writes `.br` and `.gz` beside every text asset of the build, so a server that serves
 * pre-compressed files (@fastify/static `preCompressed`) sends them without compressing per
 * request (docs/decisions/110-shop-precompressed-build.md).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'careshop-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const visit = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const path = join(dir, name);
          if (statSync(path).isDirectory()) visit(path);
          else if (/\.(js|css|html|svg|json|txt)$/.test(name) && statSync(path).size >= 1024) {
            const content = readFileSync(path);
            writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
            writeFileSync(
              `${path}.br`,
              brotliCompressSync(content, {
                params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
              }),
            );
          }
        }
      };
      visit(outDir);
    },
  };
}

/**
 * Writes the shop's page paths to `routes.json` in the build, so the API answers HTTP 404 for a
 * path that is none of them (decision 239).
 */
function routeList(): Plugin {
  let outDir = 'dist';
  return {
    name: 'careshop-route-list',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      writeFileSync(join(outDir, 'routes.json'), `${JSON.stringify(shopRoutePaths)}\n`);
    },
  };
}

/**
 * Puts the entry's stylesheet into index.html as a `<style>` (issue 15): a linked stylesheet blocks
 * the first paint until it has arrived, so on a slow network the start screen only showed once
 * the scripts had come too. Inline, the start screen paints with the HTML (First Contentful
 * Paint 2.1 s -> 0.7 s in `bench/lighthouse.bench.mjs`). ~6 KB gzipped; the page's CSP allows
 * inline styles. The CSS file stays in the build for anything that links it.
 */
// The shop does not preload the brand font (decision 251, as amended by 254): in the Lighthouse
// bench a preloaded font held the first paint back (FCP 0.6–1.1 s without it, 2.0–2.4 s with it);
// with `font-display: swap` and the metric-matched fallback the text paints at once and the swap
// moves nothing.
function inlineEntryStylesheet(): Plugin {
  let base = '/';
  return {
    name: 'careshop-inline-entry-stylesheet',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g,
          (tag, href: string) => {
            const asset = context.bundle?.[href.slice(base.length)];
            if (asset?.type !== 'asset') return tag;
            const css = String(asset.source).replaceAll('</style', '<\\/style');
            return `<style>${css}</style>`;
          },
        );
      },
    },
  };
}

/**
 * The built shop runs on Preact's React-compatible layer instead of React DOM (decision 243):
 * ~10 KB gzipped instead of ~68, the largest cut of the first visit. The sources, the unit tests
 * (jsdom, Testing Library) and the type checks stay on React; the e2e specs run the build. Aliased
 * to absolute paths so that the workspace packages (design system, …) resolve them too.
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
 * The built shop translates with a small i18next-compatible layer instead of i18next and
 * react-i18next (decision 354; shared with the console since 366, the translator in
 * `@careshop/i18n`, its React binding in the design system): ~1.3 KB
 * gzipped instead of ~18, the same texts (a unit test runs every key of every language through
 * both). As with Preact, the sources, their types and the unit tests stay on i18next; the e2e specs
 * run the build. Absolute paths, so that the workspace packages (`@careshop/i18n`,
 * `@careshop/schema-form`) resolve them too.
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

// The base path comes from the same VITE_BASE_PATH that src/config/env.ts gives the router, so
// asset URLs and routes always agree.
// A build measures the first visit with a plain build in memory first, then puts what it found
// into one chunk (decision 255); `vite` (dev) skips both.
export default defineConfig(async ({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const measuring = process.env[MEASURING_BUILD] === '1';
  const firstVisit =
    command === 'build' && !measuring
      ? await firstVisitModules(
          fileURLToPath(import.meta.url),
          mode,
          'src/main.tsx',
          Object.values(landingPages),
        )
      : null;
  const groups = firstVisit
    ? [{ name: 'first-visit', test: (id: string) => firstVisit.modules.has(id) }]
    : [];
  const firstScreen = firstVisit ? new Set([...firstVisit.modules, ...firstVisit.landing]) : null;
  const base = normaliseBase(env.VITE_BASE_PATH);
  const apiTarget = env.SHOP_API_PROXY ?? 'http://127.0.0.1:8080';
  const proxy = { '/api': { target: apiTarget, changeOrigin: false } };
  return {
    base,
    plugins: [
      react(),
      illustrations(),
      zodClassicCopy(),
      lazyCopies(['cart-engine', 'shop-filtering'], firstScreen),
      ...(measuring
        ? []
        : [
            inlineEntryStylesheet(),
            routeList(),
            firstScreenPreload(shopFirstScreen(env.VITE_API_URL ?? '')),
            precompress(),
          ]),
    ],
    resolve: { alias: [...preactAliases, ...i18nextAliases] },
    // `pnpm dev` runs the three apps side by side: shop 5173, Zoom! 5174, console 5175
    // (SHOP_DEV_PORT moves this one).
    server: { port: Number(env.SHOP_DEV_PORT ?? 5173), strictPort: true, proxy },
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

function normaliseBase(value: string | undefined): string {
  const trimmed = (value ?? '/').trim().replace(/^\/*|\/*$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}
