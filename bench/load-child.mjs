// The load generator of api.bench.mjs, in a child process so that autocannon's own CPU does not
// run on the event loop of the server it measures (as ingest-load.mjs does for ingest.bench.mjs).
// Its first message names the run: `{ url, headers, connections, duration }` for plain GETs, plus
// `orders: { tokens, body }` to POST `body` with each of `tokens` in turn and a fresh
// Idempotency-Key per request. Answers autocannon's figures and its own CPU time.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

const autocannon = createRequire(new URL('../apps/api/package.json', import.meta.url))(
  'autocannon',
);
const {
  url,
  headers = {},
  connections,
  duration,
  orders,
} = await new Promise((resolve) => process.once('message', resolve));
let next = 0;
const options = { url, headers, connections, duration, pipelining: 1 };
if (orders) {
  Object.assign(options, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: orders.body,
    requests: [
      {
        setupRequest: (request) => {
          next = (next + 1) % orders.tokens.length;
          return {
            ...request,
            headers: {
              ...request.headers,
              authorization: `Bearer ${orders.tokens[next]}`,
              'idempotency-key': randomUUID(),
            },
          };
        },
      },
    ],
  });
}
const cpuBefore = process.cpuUsage();
autocannon(options, (error, result) => {
  if (error) throw error;
  process.send({
    average: result.requests.average,
    total: result.requests.total,
    duration: result.duration,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
    latency: result.latency,
    cpuMs: (({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpuBefore)),
  });
  process.disconnect();
});
