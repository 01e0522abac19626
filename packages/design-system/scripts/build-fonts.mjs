// Writes the brand font into dist/fonts (decision 251): the Latin and Latin Extended subsets of
// Inter's variable weight axis from @fontsource-variable/inter, as woff2, with their @font-face
// rules (`font-display: swap`, the package's unicode ranges; `fonts-optional.css` the same with
// `font-display: optional`, decision 257) and a metric-matched local fallback,
// so an app gets CSS and font files, never JavaScript. The rules are read from the package's own
// stylesheet, so an update of the package brings its new ranges and files with it.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'fonts');
// The package's exports map every subpath to a stylesheet, so its folder is found from its
// package.json.
const fontsource = dirname(
  createRequire(import.meta.url).resolve('@fontsource-variable/inter/package.json'),
);

/** The subsets the six shop languages need; the others (Cyrillic, Greek, Vietnamese) stay out. */
const subsets = ['latin-ext', 'latin'];

const css = await readFile(join(fontsource, 'wght.css'), 'utf8');
const faces = [];
await mkdir(out, { recursive: true });
for (const subset of subsets) {
  const name = `inter-${subset}-wght-normal`;
  const rule = css.match(new RegExp(`/\\* ${name} \\*/\\s*@font-face \\{[^}]*\\}`))?.[0];
  if (!rule) throw new Error(`@fontsource-variable/inter/wght.css has no rule for ${name}`);
  if (!rule.includes('font-display: swap')) throw new Error(`${name} is not font-display: swap`);
  faces.push(rule.replace(`./files/${name}.woff2`, `./${name}.woff2`));
  await copyFile(join(fontsource, 'files', `${name}.woff2`), join(out, `${name}.woff2`));
}
const fallback = await readFile(join(root, 'src', 'fonts', 'fallback.css'), 'utf8');
await writeFile(join(out, 'fonts.css'), `${faces.join('\n\n')}\n\n${fallback}`);
// The same faces with `font-display: optional` (decision 257): the font is used only if it is
// there by the first text's paint (cached, or a fast network); otherwise the page keeps the
// metric-matched fallback, with no swap and no re-layout of every text when the font arrives.
const optional = faces.map((face) => face.replace('font-display: swap', 'font-display: optional'));
await writeFile(join(out, 'fonts-optional.css'), `${optional.join('\n\n')}\n\n${fallback}`);
await copyFile(join(fontsource, 'LICENSE'), join(out, 'LICENSE-inter.txt'));
