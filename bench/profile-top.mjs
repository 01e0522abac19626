// Summarises a V8 CPU profile (.cpuprofile, from `node --cpu-prof` or BENCH_PROFILE): the
// functions with the most self time, and the share of time per package or source file.
// `node bench/profile-top.mjs file.cpuprofile [rows]`.
import { readFileSync } from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/profile-top.mjs <file.cpuprofile> [rows]');
  process.exit(1);
}
const rows = Number(rowsArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const ticks = new Map();
for (const id of profile.samples) ticks.set(id, (ticks.get(id) ?? 0) + 1);
const total = profile.samples.length;

/** Where a function lives: the package under node_modules, else the file's last two parts. */
function place(url) {
  if (!url) return '(native)';
  const pkg = url.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url;
  return url.split('/').slice(-2).join('/');
}

const self = new Map();
const places = new Map();
for (const [id, count] of ticks) {
  const { callFrame } = byId.get(id);
  const name = `${callFrame.functionName || '(anonymous)'}  ${place(callFrame.url)}:${callFrame.lineNumber + 1}`;
  self.set(name, (self.get(name) ?? 0) + count);
  const where = callFrame.url ? place(callFrame.url) : callFrame.functionName;
  places.set(where, (places.get(where) ?? 0) + count);
}
const pct = (n) => `${((100 * n) / total).toFixed(1)} %`;
const top = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, n]) => ({ self: pct(n), name }));
console.log(`${total} samples`);
console.log('Self time by function:');
console.table(top(self));
console.log('Self time by package or file:');
console.table(top(places));
