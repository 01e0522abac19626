import { firstScreenScript } from '@careshop/vite-first-screen';
import { minify, type Plugin } from 'vite';

/** What {@link firstScreenPreload} preloads and sends. */
export interface FirstScreenPreloadOptions {
  /** Origin (and base) of the API, `VITE_API_URL`; empty for the page's own origin. */
  apiUrl: string;
  /** The storage key of the session token (local storage, else session storage). */
  tokenKey: string;
  /** The local storage key of the persisted customization store (`{ state: { locale, … } }`). */
  customizationKey: string;
  /** The language the customization store starts with (`localeDefault`). */
  defaultLanguage: string;
  /** Where the script leaves its reads for the app (`@careshop/api-client/early-reads`). */
  readsGlobal: string;
  /**
   * The start-up GETs, relative to `${api}/api/admin/`: `always` on every visit (`{hostname}`
   * is the page's host name), `session` too when a session token is stored.
   */
  reads: {
    always: readonly string[];
    session: readonly string[];
    /** For a page path: the reads it leaves to the app (not needed for its first screen). */
    notOn?: Readonly<Record<string, readonly string[]>>;
  };
  /** Every page path of the shop, as the router spells them (`$name` is one segment). */
  paths: readonly string[];
  /** The login page's path. */
  loginPath: string;
  /** The pages whose code is preloaded, by name: their source files. */
  pages: Readonly<Record<string, readonly string[]>>;
  /** For each page path whose code is preloaded: the name of its page (`pages`). */
  screens: Readonly<Record<string, string>>;
  /** How the first screen's dictionaries are named: the first group is the language. */
  dictionary: RegExp;
}

/**
 * The first screen's code, dictionary and start-up reads are asked for by the document itself
 * (decision 362, after the console's decision 353): a small script
 * (`assets/first-screen-preload-<hash>.js`, `async`, before the entry) adds a `modulepreload` for
 * the page the address opens (the login's without a stored session) and for the guessed
 * language's first-screen texts, and sends the start-up GETs the app would send once its entry
 * has run (the API client's `fetch`, `src/lib/early-reads.ts`, takes their answers). Before, all of them waited for the
 * ~85 KB `first-visit` chunk to arrive and run. A separate file, not inline: the API's CSP allows
 * scripts from the origin only. The entry's own chunks are left out (the document preloads
 * them). The manifest walk and the script tag are `@careshop/vite-first-screen`'s.
 */
export function firstScreenPreload(options: FirstScreenPreloadOptions): Plugin {
  return firstScreenScript({
    async script({ base, files, named }) {
      const script = preloadScript({
        base: base.replace(/\/$/, ''),
        api: options.apiUrl.replace(/\/+$/, ''),
        tokenKey: options.tokenKey,
        customizationKey: options.customizationKey,
        defaultLanguage: options.defaultLanguage,
        readsGlobal: options.readsGlobal,
        reads: {
          always: [...options.reads.always],
          session: [...options.reads.session],
          notOn: Object.fromEntries(
            Object.entries(options.reads.notOn ?? {}).map(([path, reads]) => [path, [...reads]]),
          ),
        },
        paths: competingPaths(options.paths, Object.keys(options.screens)),
        loginPath: options.loginPath,
        pages: Object.fromEntries(
          Object.entries(options.pages).map(([name, sources]) => [name, files(sources)]),
        ),
        screens: { ...options.screens },
        dictionaries: named(options.dictionary),
      });
      const minified = await minify('first-screen-preload.js', script, {});
      if (minified.errors.length > 0) {
        throw new Error(`first-screen preload: ${minified.errors[0]?.message ?? 'minify failed'}`);
      }
      return minified.code;
    },
  });
}

/**
 * The paths the script has to weigh: the screens' own, and every other one that can match an
 * address one of them matches (as many segments, no two fixed segments that differ). Exported
 * for tests.
 */
export function competingPaths(paths: readonly string[], screens: readonly string[]): string[] {
  const segments = (path: string) => path.split('/').filter(Boolean);
  const fixed = (segment: string | undefined) => segment !== undefined && !segment.startsWith('$');
  const overlap = (a: string, b: string) => {
    const left = segments(a);
    const right = segments(b);
    return (
      left.length === right.length &&
      left.every((part, index) => !fixed(part) || !fixed(right[index]) || part === right[index])
    );
  };
  return paths.filter((path) => screens.some((screen) => overlap(path, screen)));
}

/** What the preload script is built with. */
export interface PreloadScriptData {
  /** The router's base path without its trailing slash (`''` at the root). */
  base: string;
  /** The API's origin and base without a trailing slash; `''` for the page's own origin. */
  api: string;
  tokenKey: string;
  customizationKey: string;
  defaultLanguage: string;
  readsGlobal: string;
  reads: { always: string[]; session: string[]; notOn: Record<string, string[]> };
  paths: string[];
  loginPath: string;
  pages: Record<string, string[]>;
  screens: Record<string, string>;
  dictionaries: Record<string, string>;
}

/**
 * The preload script: plain ES2017, no imports, about a kilobyte. The page path the address
 * opens is the router's: of the shop's paths whose segments match, the one with the most fixed
 * segments (`/cart` before `/$ctn`). Every page but the login's is behind the login, so without a
 * stored session the login's code is preloaded instead. The reads go out in the next task, so
 * that neither half makes a long task. Exported for tests.
 */
export function preloadScript(data: PreloadScriptData): string {
  return `(() => {
const data = ${JSON.stringify(data)};
const read = (storage, key) => { try { return storage.getItem(key); } catch { return null; } };
const token = read(localStorage, data.tokenKey) || read(sessionStorage, data.tokenKey);
let path = location.pathname;
if (data.base && path.startsWith(data.base)) path = path.slice(data.base.length);
const parts = path.split('/').filter(Boolean);
let best = null;
let bestFixed = -1;
for (const candidate of data.paths) {
  const segments = candidate.split('/').filter(Boolean);
  if (segments.length !== parts.length) continue;
  if (!segments.every((segment, index) => segment[0] === '$' || segment === parts[index])) continue;
  const fixed = segments.filter((segment) => segment[0] !== '$').length;
  if (fixed > bestFixed) { best = candidate; bestFixed = fixed; }
}
const login = data.pages[data.screens[data.loginPath]];
let code = [];
if (best === data.loginPath) code = token ? [] : login;
else if (best && data.screens[best]) code = token ? data.pages[data.screens[best]] : login;
let language;
try { const state = JSON.parse(read(localStorage, data.customizationKey)).state; language = state.locale || state.localeDefault; } catch {}
language = String(language || data.defaultLanguage).slice(0, 2).toLowerCase();
if (!data.dictionaries[language]) language = 'en';
for (const href of [data.dictionaries[language], ...(code || [])]) {
  if (!href) continue;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
}
const admin = (data.api || location.origin) + '/api/admin/';
const reads = (window[data.readsGlobal] = window[data.readsGlobal] || { reads: {} }).reads;
const authorization = token ? 'Bearer ' + token : null;
const send = () => {
  const left = (best && data.reads.notOn[best]) || [];
  for (const address of [...data.reads.always, ...(token ? data.reads.session : [])]) {
    if (left.includes(address)) continue;
    const url = new URL(admin + address.replace('{hostname}', encodeURIComponent(location.hostname)), location.href).href;
    const answer = fetch(url, { headers: authorization ? { authorization } : {} });
    answer.catch(() => { delete reads[url]; });
    reads[url] = { authorization, answer, sentAt: Date.now() };
  }
};
// Sent in a task of their own: adding the preloads and sending the reads each take a few
// milliseconds, 40 together at Lighthouse's 4x CPU slowdown.
setTimeout(send, 0);
})();
`;
}
