// The load generator of ingest.bench.mjs, in a child process so that autocannon's own CPU does
// not run on the event loop of the server it measures. Receives the URL and the pushes (headers
// and body, each sent once in turn) from the JSON file named in its first message, answers autocannon's figures.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const autocannon = createRequire(new URL('../apps/api/package.json', import.meta.url))(
  'autocannon',
);
const { url, pushesFile, connections, duration } = await new Promise((resolve) =>
  process.once('message', resolve),
);
const pushes = JSON.parse(readFileSync(pushesFile, 'utf8'));
let next = 0;
const cpuBefore = process.cpuUsage();
autocannon(
  {
    url,
    method: 'POST',
    duration,
    connections,
    pipelining: 1,
    requests: [
      {
        setupRequest: (request) => {
          const push = pushes[next++ % pushes.length];
          return { ...request, headers: { ...request.headers, ...push.headers }, body: push.body };
        },
      },
    ],
  },
  (error, result) => {
    if (error) throw error;
    process.send({
      average: result.requests.average,
      total: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      p50: result.latency.p50,
      p99: result.latency.p99,
      sent: next,
      cpuMs: (({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpuBefore)),
    });
    process.disconnect();
  },
);
