/**
 * Proof that the public packages install and work outside this workspace (decision 221).
 *
 * 1. packs every public package of packages/* with `pnpm pack` (which turns `workspace:*` into
 *    real versions, as `pnpm publish` does);
 * 2. starts verdaccio on a free port with a temporary storage, config and htpasswd user;
 * 3. publishes the tarballs to it with plain `npm publish`;
 * 4. creates a scratch project in the OS temp directory (outside the repository), whose .npmrc
 *    sends the @careshop scope to verdaccio (everything else to the usual registry), and installs
 *    the packages, React and react-dom with plain `npm install`;
 * 5. runs consumer.mjs there with node;
 * 6. always stops verdaccio and removes the temporary directory (KEEP_INSTALL_PROOF=1 keeps it).
 *
 * Needs the packages built (`turbo run test` builds them first). Usage: node install-proof.mjs
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const started = Date.now();
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const require = createRequire(import.meta.url);

/** Runs a command, resolving with its stdout; rejects with its output when it fails. */
function run(command, args, { cwd, env } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolvePromise(stdout);
      else reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${code}:\n${output}`));
    });
  });
}

function step(message) {
  console.log(`[install-proof ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
}

function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

async function publicPackages() {
  const found = [];
  for (const name of (await readdir(join(root, 'packages'))).sort()) {
    const dir = join(root, 'packages', name);
    if (!existsSync(join(dir, 'package.json'))) continue;
    const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
    if (manifest.private) continue;
    if (!existsSync(join(dir, 'dist'))) {
      throw new Error(`${manifest.name} is not built: run pnpm turbo run build first`);
    }
    found.push({ dir, manifest });
  }
  return found;
}

async function waitForRegistry(url, verdaccio) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (verdaccio.exitCode !== null) throw new Error(`verdaccio exited ${verdaccio.exitCode}`);
    try {
      const answer = await fetch(`${url}-/ping`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(`verdaccio did not answer on ${url} within 30 s`);
}

function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolvePromise();
    });
    child.kill('SIGTERM');
  });
}

const work = await mkdtemp(join(tmpdir(), 'careshop-install-proof-'));
if (!relative(root, work).startsWith('..')) throw new Error(`${work} is inside the repository`);
let verdaccio;
const interrupt = async () => {
  await stop(verdaccio);
  process.exit(130);
};
process.once('SIGINT', interrupt);
process.once('SIGTERM', interrupt);

try {
  const packages = await publicPackages();
  step(`public packages: ${packages.map(({ manifest }) => manifest.name).join(', ')}`);

  // 1. Pack (workspace:* becomes the real version, as on publish).
  const tarballs = join(work, 'tarballs');
  await mkdir(tarballs);
  const packed = await Promise.all(
    packages.map(async ({ dir }) => {
      const out = await run('pnpm', ['pack', '--pack-destination', tarballs], { cwd: dir });
      return out.trim().split('\n').at(-1).trim();
    }),
  );
  step(`packed ${packed.length} tarballs`);

  // 2. verdaccio on a free port, storage and users in the temporary directory.
  const port = await freePort();
  const registry = `http://127.0.0.1:${port}/`;
  const registryHost = `//127.0.0.1:${port}/`;
  await writeFile(
    join(work, 'verdaccio.yaml'),
    [
      `storage: ${join(work, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(work, 'htpasswd')}`,
      '    max_users: 1',
      // JWT tokens: npm's calls are not each a bcrypt check of the htpasswd password.
      'security:',
      '  api:',
      '    jwt:',
      '      sign:',
      '        expiresIn: 1h',
      'uplinks: {}',
      'packages:',
      "  '@careshop/*':",
      '    access: $all',
      '    publish: $authenticated',
      "  '**':",
      '    access: $all',
      'web:',
      '  enable: false',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  const verdaccioManifest = require('verdaccio/package.json');
  const verdaccioBin = join(
    dirname(require.resolve('verdaccio/package.json')),
    typeof verdaccioManifest.bin === 'string'
      ? verdaccioManifest.bin
      : verdaccioManifest.bin.verdaccio,
  );
  verdaccio = spawn(
    process.execPath,
    [verdaccioBin, '--config', join(work, 'verdaccio.yaml'), '--listen', `127.0.0.1:${port}`],
    { cwd: work, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  await waitForRegistry(registry, verdaccio);
  step(`verdaccio ${verdaccioManifest.version} listening on ${registry} (pid ${verdaccio.pid})`);

  // 3. A user for publishing (htpasswd), then plain npm publish of each tarball.
  const user = await fetch(`${registry}-/user/org.couchdb.user:proof`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'proof', password: 'install-proof', email: 'proof@example.com' }),
  });
  if (!user.ok) throw new Error(`creating the verdaccio user answered ${user.status}`);
  const { token } = await user.json();

  const consumer = join(work, 'consumer');
  await mkdir(consumer);
  await writeFile(
    join(consumer, '.npmrc'),
    `@careshop:registry=${registry}\n${registryHost}:_authToken=${token}\n`,
  );
  await Promise.all(
    packed.map((tarball) =>
      run('npm', ['publish', tarball, '--ignore-scripts', '--registry', registry], {
        cwd: consumer,
      }),
    ),
  );
  step(`published ${packed.length} packages to verdaccio`);

  // 4. A scratch project outside the repository, installed with plain npm.
  const designSystem = packages.find(({ manifest }) => manifest.name === '@careshop/design-system');
  const reactRange = designSystem?.manifest.devDependencies?.react ?? '^19.0.0';
  const dependencies = Object.fromEntries(
    packages.map(({ manifest }) => [manifest.name, manifest.version]),
  );
  dependencies.react = reactRange;
  dependencies['react-dom'] = designSystem?.manifest.devDependencies?.['react-dom'] ?? reactRange;
  await writeFile(
    join(consumer, 'package.json'),
    `${JSON.stringify({ name: 'careshop-consumer', private: true, type: 'module', dependencies }, null, 2)}\n`,
  );
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: consumer });
  for (const { manifest } of packages) {
    const installed = JSON.parse(
      await readFile(join(consumer, 'node_modules', manifest.name, 'package.json'), 'utf8'),
    );
    if (installed.version !== manifest.version) {
      throw new Error(`${manifest.name} installed ${installed.version}, not ${manifest.version}`);
    }
    const ranges = JSON.stringify(installed.dependencies ?? {});
    if (ranges.includes('workspace:')) throw new Error(`${manifest.name} shipped ${ranges}`);
  }
  step(`npm installed ${packages.length} packages, react and react-dom into ${consumer}`);

  // 5. The consumer script, run by node from the scratch project.
  await copyFile(join(here, 'consumer.mjs'), join(consumer, 'index.mjs'));
  const out = await run(process.execPath, ['index.mjs'], { cwd: consumer });
  process.stdout.write(out);
  step('consumer script passed');
} finally {
  await stop(verdaccio);
  if (process.env.KEEP_INSTALL_PROOF) console.log(`[install-proof] kept ${work}`);
  else await rm(work, { recursive: true, force: true });
  step('verdaccio stopped');
}
