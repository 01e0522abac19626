import { createSimulator } from './modules/counting/index.js';

// `pnpm --filter @careshop/api simulate`: pushes the demo devices' data to a running API
// (`pnpm start`) until stopped, so live occupancy moves. SIMULATE_URL picks the API,
// SIMULATE_INTERVAL_MS the pace.
const baseUrl = (process.env.SIMULATE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const intervalMs = Number(process.env.SIMULATE_INTERVAL_MS ?? 5_000);
if (!Number.isFinite(intervalMs) || intervalMs < 200) {
  console.error('SIMULATE_INTERVAL_MS must be a number of milliseconds, at least 200');
  process.exit(1);
}

const simulator = createSimulator({ baseUrl, intervalMs, log: (line) => console.error(line) });
let ticks = 0;
const timer = setInterval(async () => {
  const statuses = await simulator.send();
  ticks += 1;
  const ok = statuses.filter((status) => status >= 200 && status < 300).length;
  console.log(`tick ${ticks}: ${ok}/${statuses.length} pushes accepted by ${baseUrl}`);
}, intervalMs);
const stop = () => {
  clearInterval(timer);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`Simulating the demo devices against ${baseUrl} every ${intervalMs} ms (Ctrl-C stops)`);
