import { join } from 'node:path';
import { firstScreenScript } from '@careshop/vite-first-screen';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** What {@link firstScreenPreload} preloads. */
export interface FirstScreenPreloadOptions {
  /** The storage key of the session token (local storage, else session storage). */
  tokenKey: string;
  /** The local storage key of the persisted language store (`{ state: { language } }`). */
  languageKey: string;
  /** Source files of the login screen (its layout and page). */
  login: readonly string[];
  /** For each landing address behind the login: its source files (layouts, screen, loaders). */
  screens: Readonly<Record<string, readonly string[]>>;
  /** How the dictionaries' sources are named: the first group is the language. */
  dictionary: RegExp;
  /**
   * A module bundled on its own into the end of the script (decision 363: the landing screen's
   * reads, sent as soon as the script runs); it may import the app's small modules, no chunk.
   */
  reads?: string;
}

/**
 * The first screen's code and dictionary are asked for by the document itself (decision 353): a
 * tiny script (`assets/first-screen-preload-<hash>.js`, `async`, before the entry) adds a
 * `modulepreload` for every chunk of the screen the address opens (the login's without a stored
 * session) and for the chosen language's dictionary, and a style `preload` for those chunks'
 * stylesheets (decision 363: the bundler's loader asks for them only once the entry has run, a
 * round trip after it, and waits for them before the screen renders; `crossorigin` as its own
 * `link` has, so the preloaded answer is the one it uses). Before, they started only once the
 * entry's 70 KB chunk had arrived and run (decision 340's `first-screen.ts`). A separate file, not inline:
 * the API's CSP allows scripts from the origin only. The entry's own chunks are left out (the
 * document preloads them already). The manifest walk and the script tag are
 * `@careshop/vite-first-screen`'s.
 */
export function firstScreenPreload(options: FirstScreenPreloadOptions): Plugin {
  return firstScreenScript({
    styles: true,
    async script({ base, config, files, named }) {
      const screens = Object.fromEntries(
        Object.entries(options.screens).map(([path, sources]) => [path, files(sources)]),
      );
      const reads = options.reads ? await bundleScript(options.reads, config) : '';
      return `${preloadScript({
        base: base.replace(/\/$/, ''),
        tokenKey: options.tokenKey,
        languageKey: options.languageKey,
        login: files(options.login),
        screens,
        dictionaries: named(options.dictionary),
      })}${reads}`;
    },
  });
}

/**
 * `entry` and what it imports as one classic script (an IIFE), built with the app's root, mode
 * and environment (its `import.meta.env` is the app's) and the same browser target.
 */
async function bundleScript(entry: string, config: ResolvedConfig): Promise<string> {
  const result = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'silent',
    build: {
      write: false,
      sourcemap: false,
      copyPublicDir: false,
      target: config.build.target,
      lib: { entry: join(config.root, entry), formats: ['iife'], name: 'careshopFirstScreenReads' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) =>
    'output' in item ? item.output : [],
  );
  const chunks = outputs.filter((item) => item.type === 'chunk');
  const [chunk] = chunks;
  if (!chunk || chunks.length !== 1) {
    throw new Error(`first-screen preload: ${entry} did not build to one script`);
  }
  return chunk.code;
}

interface ScriptData {
  base: string;
  tokenKey: string;
  languageKey: string;
  login: string[];
  screens: Record<string, string[]>;
  dictionaries: Record<string, string>;
}

/** The preload script: plain ES2015, no imports, a few hundred bytes. Exported for tests. */
export function preloadScript(data: ScriptData): string {
  return `(() => {
const data = ${JSON.stringify(data)};
const read = (storage, key) => { try { return storage.getItem(key); } catch { return null; } };
let path = location.pathname;
if (path.startsWith(data.base)) path = path.slice(data.base.length);
path = path.replace(/\\/+$/, '') || '/';
const signedIn = Boolean(read(localStorage, data.tokenKey) || read(sessionStorage, data.tokenKey));
const code = data.screens[path] ? (signedIn ? data.screens[path] : data.login) : path === '/login' && !signedIn ? data.login : [];
let language;
try { language = JSON.parse(read(localStorage, data.languageKey)).state.language; } catch {}
if (!data.dictionaries[language]) language = (navigator.languages || [navigator.language]).map((tag) => String(tag).slice(0, 2).toLowerCase()).find((tag) => data.dictionaries[tag]) || 'en';
for (const href of [data.dictionaries[language], ...code]) {
  if (!href) continue;
  const link = document.createElement('link');
  if (href.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
}
})();
`;
}
