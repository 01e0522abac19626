import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { prepareDatabase } from './app.js';
import { createSimulator } from './modules/counting/index.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { createMetrics } from './platform/metrics/metrics.js';
import { type MetricsServer, startMetricsServer } from './platform/metrics/metrics-server.js';
import { demoAccounts, demoPassword } from './seed.js';
import { createServer } from './server.js';

/** How long in-flight requests may take to finish after SIGTERM/SIGINT. */
const shutdownTimeoutMs = 10_000;

// The only file that listens: read the environment, open and migrate the database, serve, and
// close cleanly on SIGTERM/SIGINT (in-flight requests finish, then the database closes).
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const { database, seeded } = await prepareDatabase(config);
  const metrics = createMetrics({ processMetrics: config.metricsPort !== undefined });
  const app = await createServer({ config, database, metrics });
  let metricsServer: MetricsServer | undefined;

  let closing = false;
  let stopSimulator = () => {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    stopSimulator();
    // /readyz turns 503 now; with DRAIN_DELAY_MS a load balancer polling it has that long to stop
    // sending here while every request is still served (decision 312).
    app.startDrain();
    if (config.drainDelayMs > 0) {
      app.log.info({ signal, drainDelayMs: config.drainDelayMs }, 'draining: /readyz answers 503');
      await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
    }
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A request that never ends (a stuck client upload) must not keep the process alive forever:
    // at the deadline the remaining connections are cut, so the database still closes cleanly.
    let timedOut = false;
    const deadline = setTimeout(() => {
      timedOut = true;
      app.log.error({ timeoutMs: shutdownTimeoutMs }, 'shutdown timed out: closing connections');
      app.server.closeAllConnections();
      setTimeout(() => process.exit(1), shutdownTimeoutMs / 2).unref();
    }, shutdownTimeoutMs);
    deadline.unref();
    try {
      await app.close();
      await metricsServer?.close();
      await database.close();
      app.log.info({ signal }, 'database closed, exiting');
      process.exit(timedOut ? 1 : 0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.metricsPort !== undefined) {
    metricsServer = await startMetricsServer(metrics, {
      port: config.metricsPort,
      host: config.metricsHost,
    });
  }
  if (config.simulator) {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    const simulator = createSimulator({
      baseUrl: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      log: (line) => app.log.warn(line),
    });
    simulator.start();
    stopSimulator = () => simulator.stop();
  }
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  const built = (dir: string) => existsSync(join(dir, 'index.html'));
  const appLine = (label: string, url: string, dir: string) =>
    `  ${label.padEnd(15)}${built(dir) ? url : `not built (run pnpm build): ${dir}`}`;
  const lines = [
    '',
    `Careshop API listening on ${config.publicUrl}  (database: ${where}${seeded ? ', demo data seeded' : ''})`,
    appLine('Shop:', `${config.publicUrl}/`, config.shopDir),
    appLine('Zoom! app:', `${config.publicUrl}/zoom/`, config.zoomDir),
    appLine('Console:', `${config.publicUrl}/console/`, config.consoleDir),
    `  API docs:      ${config.publicUrl}/api/docs`,
    ...(metricsServer
      ? [`  Metrics:       http://${config.metricsHost}:${metricsServer.port}/metrics`]
      : []),
    ...(config.devMailbox ? [`  Dev mailbox:   ${config.publicUrl}/api/dev/mailbox`] : []),
    ...(config.devMailboxRefusal ? [`  Dev mailbox:   off (${config.devMailboxRefusal})`] : []),
    ...(config.simulator
      ? ['  Simulator:     demo devices push counts every 5 s (SIMULATOR=0 stops it)']
      : []),
    `  Demo accounts (password ${demoPassword}):`,
    ...demoAccounts.map((account) => `    ${account.email.padEnd(20)} ${account.note}`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
