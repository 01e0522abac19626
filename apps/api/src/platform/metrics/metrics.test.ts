import { randomUUID } from 'node:crypto';
import { buildBinsJson, type CountBin } from '@careshop/counting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpConsoleScope } from '../../testing/console-scope.js';
import { startTestApi, type TestApi, testClock, testDatabaseKinds } from '../../testing/harness.js';
import { addIngestDevice, type IngestDeviceFixture } from '../../testing/ingest-fixtures.js';
import { createMetrics } from './metrics.js';
import { startMetricsServer } from './metrics-server.js';

const address = {
  name: 'Cabinet Dupont',
  address: '12 rue des Lilas',
  city: 'Lyon',
  postalcode: '69003',
  country: 'FR',
};
const orderBody = {
  lines: [{ id: 'BF-002', quantity: 1 }],
  shipping_address: address,
  shipping_method: 'standard',
  payment_method: 'invoice',
  accepted_terms: true,
  accepted_sales_terms: true,
};

function bins(start: string, n: number): CountBin[] {
  const from = new Date(start).getTime();
  return Array.from({ length: n }, (_, index) => ({
    zone: '',
    start: new Date(from + index * 15 * 60_000),
    end: new Date(from + (index + 1) * 15 * 60_000),
    enters: 2 + index,
    exits: 1,
    missing: false,
  }));
}

/** The value of one series in Prometheus' text format (undefined when absent). */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDatabaseKinds())('issue 30 Metrics on %s', (kind) => {
  let api: TestApi;
  let customer: string;
  let device: IngestDeviceFixture;
  const scrape = () => api.app.metrics.scrape();

  beforeAll(async () => {
    api = await startTestApi(kind, { clock: testClock('2026-11-20T12:00:00Z') });
    customer = await api.login('customer@demo.test');
    device = await addIngestDevice(api.database.db, { deviceType: 'brickstream_people_counter' });
  });
  afterAll(async () => {
    await api.close();
  });

  it('counts requests by route pattern, method and status, with a latency histogram', async () => {
    await api.app.inject({ method: 'GET', url: '/healthz' });
    await api.app.inject({
      method: 'GET',
      url: '/api/admin/order/987654',
      headers: { authorization: customer },
    });
    await api.app.inject({ method: 'GET', url: '/api/admin/no-such-thing/42' });
    const text = await scrape();
    expect(
      seriesValue(text, 'careshop_http_requests_total{method="GET",route="/healthz",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      seriesValue(
        text,
        'careshop_http_requests_total{method="GET",route="/api/admin/order/:id",status="404"}',
      ),
    ).toBe(1);
    expect(
      seriesValue(
        text,
        'careshop_http_requests_total{method="GET",route="unmatched",status="404"}',
      ),
    ).toBe(1);
    // The pattern, never the URL: no id of a request becomes a label value.
    expect(text).not.toContain('987654');
    expect(text).not.toContain('no-such-thing');
    expect(
      seriesValue(
        text,
        'careshop_http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toContain(
      'careshop_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/healthz",status="200"}',
    );
  });

  it('counts orders placed, replayed and refused by reason, and the outbox backlog', async () => {
    const before = seriesValue(await scrape(), 'careshop_outbox_backlog') ?? 0;
    const key = randomUUID();
    const place = (headers: Record<string, string>, payload: unknown = orderBody) =>
      api.app.inject({
        method: 'POST',
        url: '/api/admin/order',
        headers,
        payload: payload as never,
      });
    expect((await place({ authorization: customer, 'idempotency-key': key })).statusCode).toBe(201);
    expect((await place({ authorization: customer, 'idempotency-key': key })).statusCode).toBe(201);
    expect((await place({ authorization: customer })).statusCode).toBe(400);
    expect((await place({ 'idempotency-key': randomUUID() })).statusCode).toBe(401);
    const text = await scrape();
    expect(seriesValue(text, 'careshop_orders_placed_total')).toBe(1);
    expect(seriesValue(text, 'careshop_orders_replayed_total')).toBe(1);
    expect(seriesValue(text, 'careshop_orders_refused_total{reason="invalid_request"}')).toBe(1);
    expect(seriesValue(text, 'careshop_orders_refused_total{reason="unauthenticated"}')).toBe(1);
    // The confirmation e-mail waits in the outbox (no SMTP here).
    expect(seriesValue(text, 'careshop_outbox_backlog')).toBe(before + 1);
    expect(seriesValue(text, 'careshop_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts pushes stored and refused by reason, and bins stored and refused', async () => {
    const push = (body: CountBin[], authorization = `Bearer ${device.key}`) =>
      api.app.inject({
        method: 'POST',
        url: '/api/ingest/bins',
        headers: { authorization, 'content-type': 'application/json' },
        payload: JSON.stringify(buildBinsJson({ deviceRef: device.rtId, bins: body })),
      });
    expect((await push(bins('2026-11-19T08:00:00Z', 4))).json()).toEqual({
      stored: 4,
      duplicates: 0,
    });
    expect((await push(bins('2026-11-19T08:30:00Z', 4))).json()).toEqual({
      stored: 2,
      duplicates: 2,
    });
    expect((await push(bins('2026-11-19T10:00:00Z', 1), 'Bearer dk_not-a-key')).statusCode).toBe(
      401,
    );
    const text = await scrape();
    expect(seriesValue(text, 'careshop_ingest_pushes_stored_total')).toBe(2);
    expect(seriesValue(text, 'careshop_ingest_bins_stored_total')).toBe(6);
    expect(seriesValue(text, 'careshop_ingest_bins_refused_total{reason="duplicate"}')).toBe(2);
    expect(seriesValue(text, 'careshop_ingest_pushes_refused_total{reason="device_unknown"}')).toBe(
      1,
    );
  });

  it('shows live SSE clients while they are connected', async () => {
    const scope = await setUpConsoleScope(api);
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const address = api.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const controller = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${port}/api/admin/console/occupancy/stream`, {
      headers: { authorization: scope.auth.liveA },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(seriesValue(await scrape(), 'careshop_sse_clients')).toBe(1);
    controller.abort();
    const started = Date.now();
    while (
      seriesValue(await scrape(), 'careshop_sse_clients') !== 0 &&
      Date.now() - started < 5_000
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seriesValue(await scrape(), 'careshop_sse_clients')).toBe(0);
  });

  it('shows the pool on PostgreSQL; PGlite has none', async () => {
    const text = await scrape();
    if (kind === 'postgres') {
      expect(seriesValue(text, 'careshop_db_pool_connections{state="max"}')).toBe(20);
      expect(seriesValue(text, 'careshop_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    } else {
      expect(text).not.toContain('careshop_db_pool_connections{');
    }
  });
});

describe.each(testDatabaseKinds())('issue 30 Metrics of the job engine on %s', (kind) => {
  it('shows queue depth and failures by queue and state', async () => {
    const api = await startTestApi(kind, { seed: false, env: { JOBS: '1' } });
    try {
      const boss = api.app.careshop.jobs?.boss;
      await boss?.createQueue('careshop-metrics-probe');
      await boss?.send('careshop-metrics-probe', { n: 1 });
      const text = await api.app.metrics.scrape();
      expect(
        seriesValue(text, 'careshop_jobs{queue="careshop-metrics-probe",state="created"}'),
      ).toBe(1);
    } finally {
      await api.close();
    }
  }, 60_000);
});

describe('issue 30 Metrics endpoint: its own port, not the API', () => {
  it('serves GET /metrics on the metrics port and nothing else', async () => {
    const metrics = createMetrics({ processMetrics: true });
    const server = await startMetricsServer(metrics, { port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      const text = await response.text();
      expect(text).toContain('careshop_http_requests_total');
      expect(text).toContain('careshop_process_cpu_seconds_total');
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('is not served on the API port', async () => {
    const api = await startTestApi('pglite', { seed: false });
    try {
      // With the shop built, its history fallback answers an unknown page path with index.html;
      // either way the API port never hands out the metrics.
      const response = await api.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.headers['content-type']).not.toMatch(/^text\/plain/);
      expect(response.body).not.toContain('careshop_');
      expect(response.body).not.toContain('# HELP');
    } finally {
      await api.close();
    }
  });
});
