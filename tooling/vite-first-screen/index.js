import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A Vite plugin that writes the app's first-screen script (`assets/first-screen-preload-<hash>.js`)
 * and has the document load it, `async`, before the entry's module script (the shop's decision
 * 362, the console's 353). What the script does is the app's (`script`); this part knows the
 * built files: it runs after the build has written them, reads the Vite manifest, and gives
 * `script` the files a screen needs beyond the entry's. A separate file, not inline: the API's
 * CSP allows scripts from the origin only.
 *
 * @param {import('./index.js').FirstScreenScriptOptions} options
 * @returns {import('vite').Plugin}
 */
export function firstScreenScript(options) {
  /** @type {import('vite').ResolvedConfig | undefined} */
  let resolved;
  return {
    name: 'careshop-first-screen-preload',
    apply: 'build',
    configResolved(config) {
      resolved = config;
    },
    async writeBundle(output) {
      const dir = output.dir;
      if (!dir || !resolved) return;
      const base = resolved.base;
      const walk = manifestWalk(
        JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')),
        base,
        options.styles ?? false,
      );
      const source = await options.script({ ...walk, base, config: resolved });
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/first-screen-preload-${hash}.js`;
      writeFileSync(join(dir, fileName), source);
      const htmlPath = join(dir, 'index.html');
      writeFileSync(htmlPath, withScriptTag(readFileSync(htmlPath, 'utf8'), `${base}${fileName}`));
    },
  };
}

/**
 * The files of a Vite manifest as the script needs them, under `base`: for source files, every
 * chunk (and with `styles`, every stylesheet) they load that the entry does not (the document
 * preloads the entry's own); and the chunks of the sources a pattern names, by its first group.
 *
 * @param {Record<string, import('./index.js').ManifestChunk>} manifest
 * @param {string} base
 * @param {boolean} styles
 */
export function manifestWalk(manifest, base, styles) {
  /** @param {string} key */
  const byKey = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`first-screen preload: ${key} is not in the manifest`);
    return chunk;
  };
  /**
   * @param {Iterable<string>} keys
   * @param {Set<string>} into
   */
  const closure = (keys, into) => {
    /** @param {string} key */
    const visit = (key) => {
      const chunk = byKey(key);
      if (into.has(chunk.file)) return;
      into.add(chunk.file);
      for (const css of chunk.css ?? []) into.add(css);
      for (const child of chunk.imports ?? []) visit(child);
    };
    for (const key of keys) visit(key);
    return into;
  };
  const inEntry = closure(
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
    new Set(),
  );
  /** @param {string} source */
  const keyOf = (source) => {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(source));
    if (!key) throw new Error(`first-screen preload: no chunk for ${source}`);
    return key;
  };
  const kinds = styles ? /\.(js|css)$/ : /\.js$/;
  return {
    /** @param {readonly string[]} sources */
    files: (sources) =>
      [...closure(sources.map(keyOf), new Set())]
        .filter((file) => kinds.test(file) && !inEntry.has(file))
        .map((file) => `${base}${file}`),
    /** @param {RegExp} pattern */
    named: (pattern) => {
      /** @type {Record<string, string>} */
      const found = {};
      for (const [key, chunk] of Object.entries(manifest)) {
        const name = pattern.exec(key)?.[1];
        if (name) found[name] = `${base}${chunk.file}`;
      }
      return found;
    },
  };
}

/**
 * `html` with a classic `async` script for `src` before its module script.
 *
 * @param {string} html
 * @param {string} src
 */
export function withScriptTag(html, src) {
  const at = html.indexOf('<script type="module"');
  if (at < 0) throw new Error('first-screen preload: index.html has no module script');
  return `${html.slice(0, at)}<script async src="${src}"></script>\n    ${html.slice(at)}`;
}
