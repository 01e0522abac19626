import * as consoleRoutes from '@careshop/validation/console-routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Handler, startTestServer, type TestServer } from '../test/http-test-server';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import { memoryTokenStore } from './token-store';

const SESSION = 'console-token||s3cret';
const location = {
  id: 4,
  company_id: 2,
  name: 'Bibliotheek Tiel',
  timeZone: 'Europe/Amsterdam',
  description: '',
  contact_name: '',
  contact_email: '',
  ignore_before: 9,
  ignore_after: 18,
  stats_available_from: null,
  license_purchase_id: '',
  license_state: '',
  last_license_transaction: null,
  receipt_footer: '',
  image: '',
  order: 0,
  hidden: false,
  occ_mode: 'enterleave',
  optimal_balance: 80,
  balance_orange: 70,
  balance_red: 90,
  updated_at: '2026-11-24T10:00:00.000Z',
};

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(handler: Handler, onUnauthorized = vi.fn()) {
  server = await startTestServer(handler);
  return {
    client: createApiClient({
      baseUrl: server.url,
      tokenStore: memoryTokenStore(SESSION),
      onUnauthorized,
    }),
    server,
    onUnauthorized,
  };
}

describe("the contract's console routes against a real HTTP server", () => {
  it('sends the session token and reads the list answers', async () => {
    const { client, server: s } = await clientFor(() => ({ json: { items: [location] } }));
    const { items } = await client.call(consoleRoutes.locations);
    expect(items).toEqual([location]);
    expect(s.requests[0]?.path).toBe('/api/admin/console/locations');
    expect(s.requests[0]?.headers.authorization).toBe(`Bearer ${SESSION}`);
  });

  it('passes the chart window as search parameters', async () => {
    const { client, server: s } = await clientFor(() => ({
      json: {
        location_id: 4,
        interval: 'D',
        time_zone: 'Europe/Amsterdam',
        from: '2026-11-01',
        to: '2026-11-03',
        previous_from: '2026-10-30',
        previous_to: '2026-11-01',
        sources: ['people_counter', 'gate'],
        columns: ['enter', 'leave', 'gate_enter', 'gate_leave'],
        buckets: [
          { start: '2026-11-01', enter: 3, leave: 2, gate_enter: 4, gate_leave: 1 },
          { start: '2026-11-02', enter: 0, leave: 0, gate_enter: 0, gate_leave: 0 },
        ],
        previous: [
          { start: '2026-10-30', enter: 1, leave: 1, gate_enter: 0, gate_leave: 0 },
          { start: '2026-10-31', enter: 0, leave: 0, gate_enter: 0, gate_leave: 0 },
        ],
        totals: { enter: 3, leave: 2, gate_enter: 4, gate_leave: 1 },
        previous_totals: { enter: 1, leave: 1, gate_enter: 0, gate_leave: 0 },
        not_counted: [{ device_id: 9, device_name: 'Teller hal', status: 1, bins: 12 }],
      },
    }));
    const series = await client.call(consoleRoutes.series, {
      query: { location: 4, from: '2026-11-01', to: '2026-11-03', interval: 'D' },
    });
    expect(series.totals.enter).toBe(3);
    expect(series.totals.gate_enter).toBe(4);
    expect(series.not_counted[0]?.status).toBe(1);
    const query = s.requests[0]?.query;
    expect(s.requests[0]?.path).toBe('/api/admin/console/series');
    expect([
      query?.get('location'),
      query?.get('from'),
      query?.get('to'),
      query?.get('interval'),
    ]).toEqual(['4', '2026-11-01', '2026-11-03', 'D']);
  });

  it('checks a body against the same schema as the server before sending it', async () => {
    const { client, server: s } = await clientFor(() => ({ status: 201, json: location }));
    const error = await client
      .call(consoleRoutes.createLocation, {
        body: {
          name: 'Nowhere',
          timeZone: 'Mars/Olympus',
          optimal_balance: 0,
          balance_orange: 50,
          balance_red: 0,
        },
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['timeZone']),
    );
    expect(s.requests).toHaveLength(0);
  });

  it('sends PATCH for a device change and reads the key answered once at rotate', async () => {
    const device = {
      id: 9,
      company_id: 2,
      location_id: 4,
      name: 'Gate',
      device_type: 'eco_gate',
      rt_id: 'GATE-1',
      key_prefix: 'dk_abcd',
      last_known_ip: null,
      last_seen_at: null,
      firmware: null,
      paused: true,
      is_revoked: false,
      bidirectional: true,
      created_at: '2026-11-24T10:00:00.000Z',
    };
    const { client, server: s } = await clientFor((request) =>
      request.path.endsWith('/rotate-key')
        ? { json: { device, key: 'dk_new_key' } }
        : { json: device },
    );
    expect(
      (await client.call(consoleRoutes.updateDevice, { params: { id: 9 }, body: { paused: true } }))
        .paused,
    ).toBe(true);
    expect(s.requests[0]?.method).toBe('PATCH');
    expect(s.requests[0]?.json).toEqual({ paused: true });
    expect((await client.call(consoleRoutes.rotateDeviceKey, { params: { id: 9 } })).key).toBe(
      'dk_new_key',
    );
    expect(s.requests[1]).toMatchObject({
      method: 'POST',
      path: '/api/admin/console/devices/9/rotate-key',
    });
  });

  it('a 401 on a session call is the forced logout; a 403 names the server code', async () => {
    const { client, onUnauthorized } = await clientFor((request) =>
      request.path.endsWith('/users')
        ? { status: 403, json: { success: false, code: 'console_forbidden', message: 'No' } }
        : { status: 401, json: { success: false, code: 'unauthenticated', message: 'Log in' } },
    );
    const forbidden = (await client
      .call(consoleRoutes.users)
      .catch((caught: unknown) => caught)) as ApiError;
    expect(forbidden.status).toBe(403);
    expect(forbidden.serverCode).toBe('console_forbidden');
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(client.call(consoleRoutes.me)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
