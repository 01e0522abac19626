// The boundary checker (decision 290): `pnpm boundaries`, run by `pnpm lint` and `pnpm test`.
// Every rule is a pattern over paths, never a list of features or modules: a folder added tomorrow
// under `src/features/` or `apps/api/src/modules/` is covered the day it appears. `$1` in a `to`
// pattern is the folder captured by the `from` pattern (the importing feature or module).

/** A Vite app's source: apps/shop, apps/console, apps/zoom, and any app added beside them. */
const APP_SRC = '^apps/(?!api/)[^/]+/src/';
const API_SRC = '^apps/api/src/';
/**
 * Cycles that close only through `import type` are errors like the others: the issue's
 * `auth/guard → auth/sessions → console/session` cycle was one. Set 'warn' to list them without
 * failing (e.g. for one merge while a branch still cuts its type cycles).
 */
const TYPE_CYCLES = 'error';
/** The API's composition files: they know every module; nothing below them may import them. */
const API_COMPOSITION = `${API_SRC}(server|main|app|index|cli[^/]*)\\.ts$`;

module.exports = {
  forbidden: [
    // Apps: Bulletproof React's zones, app → features → shared (ARCHITECTURE.md "Apps").
    {
      name: 'feature-imports-other-feature',
      comment:
        'A feature never imports another feature (decision 290). Move what both need down into ' +
        'shared code (src/lib, src/components, src/stores) or a package, or compose the two in src/app.',
      severity: 'error',
      from: { path: '^(apps/[^/]+/src/features/)([^/]+)/' },
      to: { path: '^$1', pathNot: '^$1$2/' },
    },
    {
      name: 'shared-imports-feature-or-app',
      comment:
        'Shared code (everything in src/ outside src/app, src/features and the entry file) never ' +
        'imports a feature or src/app (decision 290). Pass the feature in from src/app (a prop, a ' +
        'route, a registry filled by the app), or move the piece it needs down into shared code.',
      severity: 'error',
      from: {
        path: `${APP_SRC}[^/]+/`,
        pathNot: `${APP_SRC}(app|features)/`,
      },
      to: { path: '^(apps/[^/]+/src/)((app|features)/|main\\.tsx?$)' },
    },
    {
      name: 'feature-imports-app',
      comment:
        'A feature never imports src/app (decision 290): src/app composes the features, so the ' +
        'arrow points down. Move what the feature needs (a path, a hook) into shared code.',
      severity: 'error',
      from: { path: '^(apps/[^/]+/src/)features/' },
      to: { path: '^$1(app/|main\\.tsx?$)' },
    },
    {
      name: 'app-imports-other-app',
      comment: 'An app never imports another app’s source (decision 290); share through a package.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },

    // API: modules over a platform (ARCHITECTURE.md "How the API grows: modules").
    {
      name: 'module-imports-other-module-internals',
      comment:
        'A module imports another module only through that module’s index.ts (decision 290). ' +
        'Export what is needed from modules/<other>/index.ts, or have server.ts pass the service in.',
      severity: 'error',
      from: { path: `${API_SRC}modules/([^/]+)/`, pathNot: `${API_SRC}modules/[^/]+/schema\\.ts$` },
      to: {
        path: `${API_SRC}modules/[^/]+/`,
        pathNot: [`${API_SRC}modules/$1/`, `${API_SRC}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'schema-imports-beyond-tables',
      comment:
        'A module’s schema.ts names another module’s tables (foreign keys) through that module’s ' +
        'schema.ts, never its index.ts: drizzle-kit loads the schema files alone, without the ' +
        'services an index.ts brings in (decision 290).',
      severity: 'error',
      from: { path: `${API_SRC}modules/([^/]+)/schema\\.ts$` },
      to: {
        path: `${API_SRC}modules/[^/]+/`,
        pathNot: [`${API_SRC}modules/$1/`, `${API_SRC}modules/[^/]+/schema\\.ts$`],
      },
    },
    {
      name: 'route-queries-database',
      comment:
        'A route file wires HTTP to services and does not query the database: it imports neither ' +
        'drizzle-orm nor its module’s schema.ts (issue 28, ARCHITECTURE "How the API grows"). A ' +
        'query written in a route cannot be reused, tested or kept in one place with the rules ' +
        'beside it. Move the query into a service file of the module and call that.',
      severity: 'error',
      from: { path: `${API_SRC}modules/([^/]+)/routes/`, pathNot: '\\.test\\.tsx?$' },
      to: { path: ['(^|/)node_modules/drizzle-orm/', `${API_SRC}modules/$1/schema\\.ts$`] },
    },
    {
      name: 'platform-imports-module',
      comment:
        'platform/ sits below every module and imports none of them (decision 290). Move the piece ' +
        'into platform/, or let the module hand it to platform through a parameter.',
      severity: 'error',
      from: { path: `${API_SRC}platform/` },
      to: { path: `${API_SRC}modules/` },
    },
    {
      name: 'imports-api-composition',
      comment:
        'Only the entry points know the composition files (server.ts, main.ts, app.ts, index.ts, ' +
        'cli*.ts): platform/ and modules/ never import them (decision 290). Take what you need ' +
        'as a parameter. Tests are exempt: an HTTP test beside a module builds the whole app.',
      severity: 'error',
      from: { path: `${API_SRC}(platform|modules)/`, pathNot: '\\.test\\.tsx?$' },
      to: { path: API_COMPOSITION },
    },

    // Packages sit below the apps.
    {
      name: 'package-imports-app',
      comment:
        'A package never imports an app (decision 290): apps depend on packages, never the reverse.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: ['^apps/', '^@careshop/(api|shop|console|zoom)(/|$)'] },
    },

    // Everywhere.
    {
      name: 'no-circular',
      comment:
        'Import cycle (decision 290): a file reaches itself through what it imports at run ' +
        'time. Cut the cycle by moving the shared piece down into a file both import, or by ' +
        'passing it in.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-circular-through-types',
      comment:
        'Import cycle through `import type` (decision 290): the files cannot be understood ' +
        'apart even though the cycle vanishes at run time. Move the type down into a file both ' +
        'import (often the one that defines the data), or pass the dependency in.',
      severity: TYPE_CYCLES,
      from: { path: '^(apps|packages)/' },
      to: { circular: true, via: { dependencyTypes: ['type-only'] } },
    },
    {
      name: 'relative-import-resolves',
      comment:
        'A relative import the checker cannot resolve (decision 290): every other rule would be ' +
        'blind to it. Fix the path, or teach .dependency-cruiser.cjs how it resolves.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { couldNotResolve: true, path: '^\\.' },
    },
  ],
  options: {
    // Our source only; what is built or generated is not ours to check. Installed packages are
    // not excluded but kept as leaves (doNotFollow below) so a rule can name one: drizzle-orm in
    // `route-queries-database`. A package whose entry lies in a dist/ folder still drops out; no
    // rule names one.
    exclude: {
      path: '(^|/)(dist|build|storybook-static|coverage|\\.turbo|\\.data|test-results|playwright-report)/',
    },
    doNotFollow: { path: '(^|/)node_modules/' },
    // Count `import type` too: a type import across a boundary or around a cycle is still a
    // coupling.
    tsPreCompilationDeps: true,
    // .ts/.tsx are parsed with the TypeScript 5 compiler API (pnpm-workspace.yaml
    // packageExtensions: TypeScript 7 has none). No tsConfig: no tsconfig here has `paths`
    // aliases, and the API's `./x.js` specifiers resolve to `./x.ts` by dependency-cruiser itself
    // (the rule `relative-import-resolves` proves it on every run). If aliases ever arrive, add
    // `tsConfig: { fileName: path.join(__dirname, 'apps/<app>/tsconfig.json') }` (an absolute
    // path: a relative one breaks on the `extends` arrays).
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
    cache: false,
  },
};
