import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** One built single-page app served by the API process. */
export interface WebApp {
  /** Shown in the start-up hint, e.g. "shop". */
  name: string;
  /** URL prefix with both slashes: `/` or `/zoom/`. */
  prefix: string;
  /** The Vite build output (index.html + assets/). */
  dir: string;
}

/** What {@link registerWebApps} found on disk. */
export interface WebAppsStatus {
  served: WebApp[];
  missing: WebApp[];
}

/** Vite names files under assets/ by content hash: they never change, so caches keep them. */
const immutable = 'public, max-age=31536000, immutable';

// Paths the apps never own: the API, the probes. A miss there is a JSON 404, not index.html.
function isServerPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path === '/healthz' || path === '/readyz';
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

/** The app whose prefix is the longest match for a path (`/zoom/x` is Zoom's, `/x` the shop's). */
function appFor(apps: readonly WebApp[], path: string): WebApp | undefined {
  let best: WebApp | undefined;
  for (const app of apps) {
    const bare = app.prefix.replace(/\/$/, '');
    const owns = app.prefix === '/' || path === bare || path.startsWith(app.prefix);
    if (owns && (!best || app.prefix.length > best.prefix.length)) best = app;
  }
  return best;
}

/**
 * Serves each built app's files under its prefix (hashed assets cached for a year, everything
 * else revalidated), and answers the app's index.html for unknown page paths so client-side
 * routes survive a reload. Apps whose directory does not exist are skipped and reported.
 */
export async function registerWebApps(
  app: FastifyInstance,
  apps: readonly WebApp[],
): Promise<WebAppsStatus> {
  const served = apps.filter((webApp) => existsSync(join(webApp.dir, 'index.html')));
  const missing = apps.filter((webApp) => !served.includes(webApp));
  for (const [position, webApp] of served.entries()) {
    await app.register(fastifyStatic, {
      root: webApp.dir,
      prefix: webApp.prefix,
      // Only one registration may decorate the reply; the fallback reads index.html itself.
      decorateReply: position === 0,
      cacheControl: false,
      // The shop's build writes .br and .gz beside each asset; send those to clients that take them.
      preCompressed: true,
      index: ['index.html'],
      setHeaders: (reply, filePath) => {
        const relative = filePath.slice(webApp.dir.length).replaceAll('\\', '/');
        reply.header('cache-control', relative.startsWith('/assets/') ? immutable : 'no-cache');
      },
    });
  }
  return { served, missing };
}

/**
 * A page request: a browser's (Accept names text/html), or one that takes anything (`*\/*` or no
 * Accept: curl, link checkers) for a path that does not name a file (no extension in its last
 * segment), so `/cart` is a page and a missing `/logo.png` is not.
 */
function isPageRequest(request: FastifyRequest, path: string): boolean {
  const accept = String(request.headers.accept ?? '*/*').toLowerCase();
  if (accept.includes('text/html')) return true;
  if (!accept.includes('*/*')) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !/\.[a-z0-9]{1,8}$/i.test(lastSegment);
}

/**
 * The history fallback, called from the server's not-found handler: answers true when it sent
 * an app's index.html (or, for an app that is not built, a 404 saying so). Only GET/HEAD page
 * requests (see {@link isPageRequest}) outside the API and outside the app's assets/ get it, so
 * a missing script is a 404, never a page.
 */
export async function sendAppIndex(
  apps: readonly WebApp[],
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request);
  if (isServerPath(path)) return false;
  if (!isPageRequest(request, path)) return false;
  const webApp = appFor(apps, path);
  if (!webApp || path.startsWith(`${webApp.prefix}assets/`)) return false;
  let html: Buffer;
  try {
    html = await readFile(join(webApp.dir, 'index.html'));
  } catch {
    await reply
      .status(404)
      .send({ success: false, code: 'app_not_built', message: notBuiltHint(webApp) });
    return true;
  }
  await reply
    .status((await isKnownPage(webApp, path)) ? 200 : 404)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html);
  return true;
}

/** An app's page paths (`routes.json` of its build, `$name` = one segment) as one matcher. */
type PageMatcher = (path: string) => boolean;
const pageMatchers = new Map<string, PageMatcher | null>();

function matcherOf(patterns: readonly string[]): PageMatcher {
  const split = (path: string) => path.split('/').filter((segment) => segment !== '');
  const compiled = patterns.map(split);
  return (path) => {
    const segments = split(path);
    return compiled.some(
      (pattern) =>
        pattern.length === segments.length &&
        pattern.every((part, index) => part.startsWith('$') || part === segments[index]),
    );
  };
}

/**
 * Whether `path` is one of the app's pages (decision 239). An app whose build lists its pages in
 * `routes.json` (the shop) gets a 404 status for any other path, with the same index.html so it
 * shows its own 404 page; an app without the list answers 200 for every page path, as before.
 */
async function isKnownPage(webApp: WebApp, path: string): Promise<boolean> {
  if (!pageMatchers.has(webApp.dir)) {
    let matcher: PageMatcher | null = null;
    try {
      const list: unknown = JSON.parse(await readFile(join(webApp.dir, 'routes.json'), 'utf8'));
      if (Array.isArray(list) && list.every((entry) => typeof entry === 'string')) {
        matcher = matcherOf(list);
      }
    } catch {
      matcher = null;
    }
    pageMatchers.set(webApp.dir, matcher);
  }
  const matcher = pageMatchers.get(webApp.dir);
  return matcher ? matcher(path.slice(webApp.prefix.length - 1)) : true;
}

/** The line printed when an app is not built (the API keeps serving). */
export function notBuiltHint(webApp: WebApp): string {
  return `${webApp.name} not built (${webApp.dir} has no index.html): run pnpm build to serve it at ${webApp.prefix}`;
}
