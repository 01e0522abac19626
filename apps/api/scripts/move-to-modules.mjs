// One-off: moves apps/api/src from technical folders into modules/<context>/ and platform/ (issue 28),
// then rewrites every relative import specifier (and `new URL('…', import.meta.url)` that points at
// an existing file) in the api's TypeScript files. Run from apps/api: `node scripts/move-to-modules.mjs`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const src = resolve('src');
const M = 'modules';
/** old path (relative to src) → new path; a trailing '/' maps a whole folder. */
const rules = [
  // platform
  ['config.ts', 'platform/config.ts'],
  ['db/database.ts', 'platform/db/database.ts'],
  ['db/database-errors.ts', 'platform/db/database-errors.ts'],
  ['db/database-errors.test.ts', 'platform/db/database-errors.test.ts'],
  ['db/like-pattern.ts', 'platform/db/like-pattern.ts'],
  ['db/order-currency-migration.test.ts', 'platform/db/order-currency-migration.test.ts'],
  ['db/schema.ts', 'platform/db/schema.ts'],
  ['db/console-schema.ts', 'platform/db/console-schema.ts'],
  ['exports/', 'platform/exports/'],
  ['http/', 'platform/http/'],
  ['i18n/', 'platform/i18n/'],
  ['jobs/job-engine.ts', 'platform/jobs/job-engine.ts'],
  ['jobs/job-engine.test.ts', 'platform/jobs/job-engine.test.ts'],
  ['mail/', 'platform/mail/'],
  ['routes/health.ts', 'platform/routes/health.ts'],
  ['routes/dev-mailbox.ts', 'platform/routes/dev-mailbox.ts'],
  // top level (composition)
  ['routes/index.ts', 'routes.ts'],
  ['db/seed.ts', 'seed.ts'],
  ['jobs/server-jobs.test.ts', 'server-jobs.test.ts'],
  // identity
  ['auth/', `${M}/identity/`],
  ['console/session.ts', `${M}/identity/console-session.ts`],
  ['console/permissions.ts', `${M}/identity/console-permissions.ts`],
  ['console/permissions.test.ts', `${M}/identity/console-permissions.test.ts`],
  ['console/stream-tickets.ts', `${M}/identity/stream-tickets.ts`],
  ['console/user-view.ts', `${M}/identity/console-user-view.ts`],
  ['console/scope.ts', `${M}/identity/console-scope.ts`],
  ['routes/user-view.ts', `${M}/identity/user-view.ts`],
  ['routes/auth.ts', `${M}/identity/routes/auth.ts`],
  ['routes/auth.test.ts', `${M}/identity/routes/auth.test.ts`],
  ['routes/user.ts', `${M}/identity/routes/user.ts`],
  ['routes/register-race.test.ts', `${M}/identity/routes/register-race.test.ts`],
  ['routes/access.test.ts', `${M}/identity/routes/access.test.ts`],
  // catalogue
  ['catalogue/', `${M}/catalogue/`],
  ['db/seed-catalogue.ts', `${M}/catalogue/seed.ts`],
  ['routes/shop-resolver.ts', `${M}/catalogue/shop-resolver.ts`],
  ['routes/catalogue.ts', `${M}/catalogue/routes/catalogue.ts`],
  ['routes/catalogue.test.ts', `${M}/catalogue/routes/catalogue.test.ts`],
  ['routes/leaflets.ts', `${M}/catalogue/routes/leaflets.ts`],
  ['routes/leaflets.test.ts', `${M}/catalogue/routes/leaflets.test.ts`],
  // ordering
  ['orders/', `${M}/ordering/`],
  ['payments/', `${M}/ordering/payments/`],
  ['db/order-batches.ts', `${M}/ordering/order-batches.ts`],
  ...['addresses', 'cart-templates', 'on-behalf', 'orders', 'payments', 'zoom-orders'].map((n) => [
    `routes/${n}.ts`,
    `${M}/ordering/routes/${n}.ts`,
  ]),
  ...[
    'addresses',
    'cart-templates',
    'late-payment-refund',
    'money-rounding',
    'my-orders',
    'order-currency',
    'order-payment-state',
    'orders',
    'payments',
    'zoom-orders',
  ].map((n) => [`routes/${n}.test.ts`, `${M}/ordering/routes/${n}.test.ts`]),
  // content
  ['content/', `${M}/content/`],
  ...['content.ts', 'content.test.ts', 'webinar.ts', 'webinar.test.ts'].map((n) => [
    `routes/${n}`,
    `${M}/content/routes/${n}`,
  ]),
  // backoffice
  ['backoffice/', `${M}/backoffice/`],
  ...[
    'backoffice.ts',
    'backoffice.test.ts',
    'backoffice-audit.test.ts',
    'backoffice-catalogue.ts',
    'backoffice-catalogue.test.ts',
    'backoffice-orders.ts',
    'backoffice-orders.test.ts',
    'backoffice-product-image.test.ts',
    'backoffice-product-leaflet.test.ts',
    'backoffice-staff.ts',
    'backoffice-staff.test.ts',
    'maintenance.test.ts',
    'product-file-routes.ts',
    'product-images.ts',
    'product-leaflets.ts',
  ].map((n) => [`routes/${n}`, `${M}/backoffice/routes/${n}`]),
  // counting
  ['counting/', `${M}/counting/`],
  ['db/seed-counting.ts', `${M}/counting/seed.ts`],
  ['db/seed-counting.test.ts', `${M}/counting/seed.test.ts`],
  ['console/devices.ts', `${M}/counting/devices.ts`],
  ['console/live-occupancy.ts', `${M}/counting/live-occupancy.ts`],
  ['console/occupancy.ts', `${M}/counting/occupancy.ts`],
  ['console/not-counted.ts', `${M}/counting/not-counted.ts`],
  ...[
    'console-devices.ts',
    'console-devices.test.ts',
    'console-occupancy.ts',
    'console-occupancy.test.ts',
    'console-counts-sources.test.ts',
    'ingest.ts',
    'ingest.test.ts',
  ].map((n) => [`routes/${n}`, `${M}/counting/routes/${n}`]),
  // reporting
  ['reports/index.ts', `${M}/reporting/render/index.ts`],
  ...['render-csv', 'render-pdf', 'render-xlsx', 'report-document'].flatMap((n) => [
    [`reports/${n}.ts`, `${M}/reporting/render/${n}.ts`],
    [`reports/${n}.test.ts`, `${M}/reporting/render/${n}.test.ts`],
  ]),
  ['reports/', `${M}/reporting/`],
  ['console/charts.ts', `${M}/reporting/charts.ts`],
  ['console/report-subscriptions.ts', `${M}/reporting/report-subscriptions.ts`],
  ['jobs/due-deliveries.ts', `${M}/reporting/due-deliveries.ts`],
  ['jobs/stored-subscriptions.ts', `${M}/reporting/stored-subscriptions.ts`],
  ...[
    'console-charts.ts',
    'console-charts.test.ts',
    'console-reports.ts',
    'console-reports.test.ts',
  ].map((n) => [`routes/${n}`, `${M}/reporting/routes/${n}`]),
  // console-admin
  ['console/', `${M}/console-admin/`],
  ['db/seed-console.ts', `${M}/console-admin/seed.ts`],
  ...[
    'console-companies.ts',
    'console-configs.ts',
    'console-locations.ts',
    'console-locations.test.ts',
    'console-promos.ts',
    'console-users.ts',
    'console-users.test.ts',
    'console-onboarding.test.ts',
  ].map((n) => [`routes/${n}`, `${M}/console-admin/routes/${n}`]),
];

function walk(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const files = walk(src).map((p) => relative(src, p));
const map = new Map();
for (const f of files) {
  for (const [from, to] of rules) {
    if (from.endsWith('/') ? f.startsWith(from) : f === from) {
      map.set(f, from.endsWith('/') ? to + f.slice(from.length) : to);
      break;
    }
  }
}
const unmoved = files.filter((f) => !map.has(f) && f.includes('/') && !f.startsWith('testing/'));
if (unmoved.length) {
  console.error('not mapped:', unmoved);
  process.exit(1);
}
const newOf = (abs) => {
  const rel = relative(src, abs);
  return map.has(rel) ? join(src, map.get(rel)) : abs;
};

// Rewrite before moving, reading each file at its old place.
const out = new Map();
for (const f of files.filter((f) => f.endsWith('.ts'))) {
  const oldAbs = join(src, f);
  const newAbs = newOf(oldAbs);
  const text = readFileSync(oldAbs, 'utf8');
  const fix = (spec) => {
    if (!spec.startsWith('.')) return spec;
    const target = resolve(dirname(oldAbs), spec);
    const asTs = target.replace(/\.js$/, '.ts');
    const isTs = spec.endsWith('.js') && existsSync(asTs);
    if (!isTs && !existsSync(target)) return spec; // e.g. a path meant for dist/
    const moved = isTs
      ? newOf(asTs).replace(/\.ts$/, '.js')
      : target.startsWith(src)
        ? newOf(target)
        : target;
    let r = relative(dirname(newAbs), moved);
    if (!r.startsWith('.')) r = `./${r}`;
    if (r === '.') r = '.';
    return r;
  };
  const next = text
    .replace(/(\bfrom\s+')(\.[^']*)(')/g, (_, a, s, b) => a + fix(s) + b)
    .replace(/(\bimport\s*\(\s*')(\.[^']*)(')/g, (_, a, s, b) => a + fix(s) + b)
    .replace(/(\bimport\s+')(\.[^']*)(')/g, (_, a, s, b) => a + fix(s) + b)
    .replace(/(\bvi\.mock\(\s*')(\.[^']*)(')/g, (_, a, s, b) => a + fix(s) + b)
    .replace(/(new URL\(\s*')(\.[^']*)(',\s*import\.meta\.url)/g, (_, a, s, b) => a + fix(s) + b);
  out.set(newAbs, next);
}
for (const [from, to] of map) {
  const abs = join(src, to);
  execFileSync('mkdir', ['-p', dirname(abs)]);
  execFileSync('git', ['mv', join(src, from), abs]);
}
for (const [abs, text] of out) writeFileSync(abs, text);
console.log(`moved ${map.size} files, rewrote ${out.size}`);
