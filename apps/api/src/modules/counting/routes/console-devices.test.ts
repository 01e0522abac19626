import { buildBinsJson } from '@careshop/counting';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleScope,
  consoleCaller,
  locationBody,
  setUpConsoleScope,
} from '../../../testing/console-scope.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { hashDeviceKey } from '../device-keys.js';
import { countBins, devices } from '../schema.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers loosely.
type Loose = any;

describe.each(testDatabaseKinds())('issue 11 console devices on %s', (kind) => {
  let api: TestApi;
  let scope: ConsoleScope;
  let locationA = 0;
  let otherLocationA = 0;
  let locationB = 0;

  beforeAll(async () => {
    api = await startTestApi(kind);
    scope = await setUpConsoleScope(api);
    const make = async (auth: string, name: string) => {
      const response = await call('POST', '/locations', auth, locationBody({ name }));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.id as number;
    };
    locationA = await make(scope.auth.adminA, 'A main');
    otherLocationA = await make(scope.auth.adminA, 'A annex');
    locationB = await make(scope.auth.adminB, 'B main');
  });
  afterAll(async () => {
    await api?.close();
  });

  const call = consoleCaller(() => api);

  const deviceBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Front door',
    device_type: 'brickstream_people_counter',
    rt_id: '00:11:22:33:44:55',
    location_id: locationA,
    ...overrides,
  });

  async function rowsMatching(key: string) {
    return (
      await api.database.db
        .select({ n: count() })
        .from(devices)
        .where(eq(devices.keyHash, hashDeviceKey(key)))
    )[0]?.n;
  }

  let deviceId = 0;
  let firstKey = '';

  it('creates a device with a key shown once; lists never show it', async () => {
    const created = await call('POST', '/devices', scope.auth.adminA, deviceBody());
    expect(created.status, created.text).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    firstKey = created.body.key;
    expect(firstKey).toMatch(/^dk_[A-Za-z0-9_-]{40,}$/);
    deviceId = created.body.device.id;
    expect(created.body.device).toMatchObject({
      company_id: scope.companyA,
      location_id: locationA,
      device_type: 'brickstream_people_counter',
      rt_id: '00:11:22:33:44:55',
      key_prefix: firstKey.slice(0, 10),
      paused: false,
      is_revoked: false,
      last_seen_at: null,
      last_known_ip: null,
      firmware: null,
    });
    expect(await rowsMatching(firstKey)).toBe(1);
    const list = await call('GET', '/devices', scope.auth.adminA);
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(firstKey);
    expect(list.text).not.toContain(hashDeviceKey(firstKey));
    expect(list.body.items.map((item: Loose) => item.id)).toEqual([deviceId]);
    const byLocation = await call(
      'GET',
      `/devices?location_id=${otherLocationA}`,
      scope.auth.adminA,
    );
    expect(byLocation.body.items).toEqual([]);
  });

  it('lists last seen, last known IP and firmware as the ingestion records them', async () => {
    await api.database.db
      .update(devices)
      .set({
        lastSeenAt: new Date('2026-06-15T09:59:00Z'),
        lastKnownIp: '10.0.0.7',
        firmware: '5.2',
      })
      .where(eq(devices.id, deviceId));
    const list = await call('GET', '/devices', scope.auth.adminA);
    expect(list.body.items[0]).toMatchObject({
      last_seen_at: '2026-06-15T09:59:00.000Z',
      last_known_ip: '10.0.0.7',
      firmware: '5.2',
    });
  });

  it('answers 409 naming rt_id for a second device with the same rt_id in the company', async () => {
    const before = (await api.database.db.select({ n: count() }).from(devices))[0]?.n;
    const again = await call(
      'POST',
      '/devices',
      scope.auth.adminA,
      deviceBody({ location_id: otherLocationA, name: 'Copy' }),
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('rt_id_taken');
    expect(again.body.details).toEqual({ field: 'rt_id' });
    expect((await api.database.db.select({ n: count() }).from(devices))[0]?.n).toBe(before);
    // Another company may use the same rt_id.
    const inB = await call(
      'POST',
      '/devices',
      scope.auth.adminB,
      deviceBody({ location_id: locationB }),
    );
    expect(inB.status).toBe(201);
  });

  it('two concurrent creates with one rt_id: one 201, one 409', async () => {
    const answers = await Promise.all(
      [1, 2].map((n) =>
        call('POST', '/devices', scope.auth.adminA, deviceBody({ rt_id: 'RACE-1', name: `R${n}` })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it('refuses bad input naming the field and stores nothing', async () => {
    const before = (await api.database.db.select({ n: count() }).from(devices))[0]?.n;
    const cases: [Record<string, unknown>, string][] = [
      [{ device_type: 'toaster' }, 'device_type'],
      [{ rt_id: 'has space' }, 'rt_id'],
      [{ rt_id: '' }, 'rt_id'],
      [{ name: '' }, 'name'],
      [{ location_id: locationB }, 'location_id'],
      [{ location_id: 999_999 }, 'location_id'],
      [{ key: 'dk_mine' }, ''],
    ];
    for (const [override, field] of cases) {
      const answer = await call(
        'POST',
        '/devices',
        scope.auth.adminA,
        deviceBody({ ...override, rt_id: override.rt_id ?? `BAD-${field}` }),
      );
      expect(answer.status, `${field}: ${answer.text}`).toBe(400);
      if (field) expect(Object.keys(answer.body.errors ?? {}), answer.text).toContain(field);
    }
    const move = await call('PATCH', `/devices/${deviceId}`, scope.auth.adminA, {
      location_id: locationB,
    });
    expect(move.status).toBe(400);
    expect(Object.keys(move.body.errors)).toEqual(['location_id']);
    expect((await api.database.db.select({ n: count() }).from(devices))[0]?.n).toBe(before);
  });

  it('pauses, unpauses, renames and moves a device within its company', async () => {
    const paused = await call('PATCH', `/devices/${deviceId}`, scope.auth.adminA, { paused: true });
    expect(paused.status).toBe(200);
    expect(paused.body.paused).toBe(true);
    const moved = await call('PATCH', `/devices/${deviceId}`, scope.auth.adminA, {
      paused: false,
      name: 'Annex door',
      location_id: otherLocationA,
    });
    expect(moved.body).toMatchObject({
      paused: false,
      name: 'Annex door',
      location_id: otherLocationA,
    });
  });

  it('rotating the key shows the new key once; the old key matches no device at once', async () => {
    const rotated = await call('POST', `/devices/${deviceId}/rotate-key`, scope.auth.adminA);
    expect(rotated.status).toBe(200);
    const newKey = rotated.body.key as string;
    expect(newKey).not.toBe(firstKey);
    expect(rotated.body.device.key_prefix).toBe(newKey.slice(0, 10));
    expect(await rowsMatching(firstKey)).toBe(0);
    expect(await rowsMatching(newKey)).toBe(1);
    const list = await call('GET', '/devices', scope.auth.adminA);
    expect(list.text).not.toContain(newKey);
  });

  it('keeps devices to their company: another company’s device is 404 for every call', async () => {
    const listB = await call('GET', '/devices', scope.auth.adminB);
    expect(listB.body.items.every((item: Loose) => item.company_id === scope.companyB)).toBe(true);
    expect(
      (await call('PATCH', `/devices/${deviceId}`, scope.auth.adminB, { paused: true })).status,
    ).toBe(404);
    expect((await call('POST', `/devices/${deviceId}/revoke`, scope.auth.adminB)).status).toBe(404);
    expect((await call('POST', `/devices/${deviceId}/rotate-key`, scope.auth.adminB)).status).toBe(
      404,
    );
    const [row] = await api.database.db.select().from(devices).where(eq(devices.id, deviceId));
    expect(row).toMatchObject({ paused: false, isRevoked: false });
    const all = await call('GET', '/devices', scope.auth.superAdmin);
    const companiesSeen = new Set(all.body.items.map((item: Loose) => item.company_id));
    expect(companiesSeen.has(scope.companyA) && companiesSeen.has(scope.companyB)).toBe(true);
  });

  it('refuses device writes of levels 1, 3 and 4 (403) and device reads of 3 and 4', async () => {
    for (const auth of [scope.auth.activeA, scope.auth.countsA, scope.auth.liveA]) {
      expect((await call('POST', '/devices', auth, deviceBody({ rt_id: 'L' }))).status).toBe(403);
      expect((await call('PATCH', `/devices/${deviceId}`, auth, { paused: true })).status).toBe(
        403,
      );
      expect((await call('POST', `/devices/${deviceId}/revoke`, auth)).status).toBe(403);
      expect((await call('POST', `/devices/${deviceId}/rotate-key`, auth)).status).toBe(403);
    }
    for (const auth of [scope.auth.countsA, scope.auth.liveA]) {
      expect((await call('GET', '/devices', auth)).status).toBe(403);
    }
  });

  it('revoking is permanent: no rotation, no unpausing afterwards', async () => {
    const revoked = await call('POST', `/devices/${deviceId}/revoke`, scope.auth.adminA);
    expect(revoked.status).toBe(200);
    expect(revoked.body.is_revoked).toBe(true);
    const rotate = await call('POST', `/devices/${deviceId}/rotate-key`, scope.auth.adminA);
    expect(rotate.status).toBe(409);
    expect(rotate.body.code).toBe('device_revoked');
    const patch = await call('PATCH', `/devices/${deviceId}`, scope.auth.adminA, { paused: false });
    expect(patch.status).toBe(409);
    const [row] = await api.database.db.select().from(devices).where(eq(devices.id, deviceId));
    expect(row?.isRevoked).toBe(true);
  });
  it('a pushing device follows the console at once: rotated key refused, new key works, revoked refused', async () => {
    const created = await call(
      'POST',
      '/devices',
      scope.auth.adminA,
      deviceBody({ device_type: 'intenta', rt_id: 'FLOW-1', name: 'Flow door' }),
    );
    expect(created.status).toBe(201);
    const id = created.body.device.id as number;
    let hour = 0;
    const pushWith = async (key: string) => {
      hour += 1;
      const from = new Date(Date.UTC(2026, 5, 10, hour));
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/ingest/bins',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        payload: JSON.stringify(
          buildBinsJson({
            deviceRef: 'FLOW-1',
            bins: [
              {
                zone: 'door',
                start: from,
                end: new Date(from.getTime() + 3_600_000),
                enters: 4,
                exits: 1,
                missing: false,
              },
            ],
          }),
        ),
      });
      return { status: response.statusCode, code: response.json().code as string | undefined };
    };
    const oldKey = created.body.key as string;
    expect(await pushWith(oldKey)).toEqual({ status: 200, code: undefined });
    const rotated = await call('POST', `/devices/${id}/rotate-key`, scope.auth.adminA);
    const newKey = rotated.body.key as string;
    expect(await pushWith(oldKey)).toEqual({ status: 401, code: 'device_unknown' });
    expect(await pushWith(newKey)).toEqual({ status: 200, code: undefined });
    expect((await call('POST', `/devices/${id}/revoke`, scope.auth.adminA)).status).toBe(200);
    expect(await pushWith(newKey)).toEqual({ status: 401, code: 'device_revoked' });
    const stored = await api.database.db
      .select({ n: count() })
      .from(countBins)
      .where(eq(countBins.deviceId, id));
    expect(stored[0]?.n).toBe(2);
  });
});
