// Serves the drawings of @careshop/illustrations under an app's base path: `vite build` emits
// every file of dist/art as assets/art/<file> (content-hashed names, cached for good), `vite`
// (dev) answers them from dist/art (decision 248).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const artDir = join(dirname(fileURLToPath(import.meta.url)), 'dist', 'art');
const types = { '.webp': 'image/webp', '.svg': 'image/svg+xml' };

/** @returns {import('vite').Plugin} */
export function illustrations() {
  let base = '/';
  return {
    name: 'careshop-illustrations',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const prefix = `${base}assets/art/`;
        const path = (request.url ?? '').split('?')[0];
        if (!path.startsWith(prefix)) return next();
        const file = path.slice(prefix.length);
        if (!/^[\w-]+\.(webp|svg)$/.test(file)) return next();
        try {
          const body = readFileSync(join(artDir, file));
          response.setHeader('content-type', types[file.slice(file.lastIndexOf('.'))]);
          response.end(body);
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const file of readdirSync(artDir)) {
        this.emitFile({
          type: 'asset',
          fileName: `assets/art/${file}`,
          source: readFileSync(join(artDir, file)),
        });
      }
    },
  };
}
