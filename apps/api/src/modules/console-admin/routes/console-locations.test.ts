import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleScope,
  consoleCaller,
  locationBody,
  setUpConsoleScope,
} from '../../../testing/console-scope.js';
import { startTestApi, type TestApi, testDatabaseKinds } from '../../../testing/harness.js';
import { countBins, locations } from '../../counting/index.js';
import { consoleConfigs, promos } from '../schema.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers loosely.
type Loose = any;

describe.each(testDatabaseKinds())('issue 11 console locations, configs, promos on %s', (kind) => {
  let api: TestApi;
  let scope: ConsoleScope;

  beforeAll(async () => {
    api = await startTestApi(kind);
    scope = await setUpConsoleScope(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  const call = consoleCaller(() => api);

  async function rows(table: typeof locations | typeof consoleConfigs | typeof promos) {
    return (await api.database.db.select({ n: count() }).from(table))[0]?.n;
  }

  describe('locations', () => {
    let locationA = 0;

    it('creates a location with every SPEC 3 field in the user’s company and reads it back', async () => {
      const created = await call('POST', '/locations', scope.auth.adminA, locationBody());
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({
        company_id: scope.companyA,
        name: 'Central library',
        timeZone: 'Europe/Amsterdam',
        contact_email: 'eva@library.test',
        ignore_before: 7,
        ignore_after: 22,
        stats_available_from: '2026-01-01',
        receipt_footer: 'Thank you\nSee you soon',
        occ_mode: 'enterleave',
        optimal_balance: 100,
        balance_orange: 80,
        balance_red: 100,
        license_state: '',
        last_license_transaction: null,
      });
      locationA = created.body.id;
      const read = await call('GET', `/locations/${locationA}`, scope.auth.activeA);
      expect(read.status).toBe(200);
      expect(read.body.name).toBe('Central library');
      const list = await call('GET', '/locations', scope.auth.adminA);
      expect(list.body.items.map((item: { id: number }) => item.id)).toContain(locationA);
    });

    it('replaces the fields with PUT', async () => {
      const updated = await call(
        'PUT',
        `/locations/${locationA}`,
        scope.auth.adminA,
        locationBody({ name: 'Renamed', ignore_before: null, ignore_after: 24, balance_orange: 0 }),
      );
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.body).toMatchObject({
        name: 'Renamed',
        ignore_before: null,
        ignore_after: 24,
      });
    });

    it('refuses bad input naming the field, and stores nothing', async () => {
      const before = await rows(locations);
      const cases: [Record<string, unknown>, string][] = [
        [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
        [{ timeZone: 'CET' }, 'timeZone'],
        [{ ignore_before: 24 }, 'ignore_before'],
        [{ ignore_after: 0 }, 'ignore_after'],
        [{ ignore_before: 12, ignore_after: 12 }, 'ignore_after'],
        [{ balance_orange: 100, balance_red: 90 }, 'balance_red'],
        [{ optimal_balance: 0 }, 'optimal_balance'],
        [{ balance_red: 1001 }, 'balance_red'],
        [{ contact_email: 'nope@' }, 'contact_email'],
        [{ occ_mode: 'guess' }, 'occ_mode'],
        [{ name: '' }, 'name'],
        [{ company_id: scope.companyB }, 'company_id'],
        [{ license_state: 'APPROVED' }, 'license_state'],
      ];
      for (const [override, field] of cases) {
        const answer = await call('POST', '/locations', scope.auth.adminA, locationBody(override));
        expect(answer.status, `${field}: ${JSON.stringify(answer.body)}`).toBe(400);
        expect(answer.body.code).toBe('invalid_request');
        expect(Object.keys(answer.body.errors ?? {}), field).toContain(field);
      }
      const put = await call(
        'PUT',
        `/locations/${locationA}`,
        scope.auth.adminA,
        locationBody({ balance_orange: 50, balance_red: 50 }),
      );
      expect(put.status).toBe(400);
      expect(await rows(locations)).toBe(before);
      const [row] = await api.database.db
        .select()
        .from(locations)
        .where(eq(locations.id, locationA));
      expect(row?.name).toBe('Renamed');
    });

    it('a super administrator names the company and may set the licence fields', async () => {
      const missing = await call('POST', '/locations', scope.auth.superAdmin, locationBody());
      expect(missing.status).toBe(400);
      expect(missing.body.errors.company_id.key).toBe('validation.required');
      const unknown = await call(
        'POST',
        '/locations',
        scope.auth.superAdmin,
        locationBody({ company_id: 999_999 }),
      );
      expect(unknown.status).toBe(400);
      const created = await call(
        'POST',
        '/locations',
        scope.auth.superAdmin,
        locationBody({ company_id: scope.companyB, license_state: 'APPROVED' }),
      );
      expect(created.status).toBe(201);
      expect(created.body.company_id).toBe(scope.companyB);
      expect(created.body.license_state).toBe('APPROVED');
      expect(created.body.last_license_transaction).not.toBeNull();
    });

    it('keeps every company’s locations to itself: another company’s id is 404', async () => {
      const listB = await call('GET', '/locations', scope.auth.adminB);
      expect(listB.status).toBe(200);
      expect(listB.body.items.every((item: Loose) => item.company_id === scope.companyB)).toBe(
        true,
      );
      expect(listB.body.items.map((item: Loose) => item.id)).not.toContain(locationA);
      expect((await call('GET', `/locations/${locationA}`, scope.auth.adminB)).status).toBe(404);
      const put = await call('PUT', `/locations/${locationA}`, scope.auth.adminB, locationBody());
      expect(put.status).toBe(404);
      expect((await call('GET', '/locations/999999', scope.auth.adminB)).status).toBe(404);
      const all = await call('GET', '/locations', scope.auth.superAdmin);
      const companies = new Set(all.body.items.map((item: Loose) => item.company_id));
      expect(companies.has(scope.companyA) && companies.has(scope.companyB)).toBe(true);
    });

    it('refuses writes of levels 1, 3 and 4 with 403, and every call without a session with 401', async () => {
      for (const auth of [scope.auth.activeA, scope.auth.countsA, scope.auth.liveA]) {
        expect((await call('POST', '/locations', auth, locationBody())).status).toBe(403);
        expect((await call('PUT', `/locations/${locationA}`, auth, locationBody())).status).toBe(
          403,
        );
      }
      expect((await call('GET', '/locations', scope.auth.liveA)).status).toBe(403);
      expect((await call('GET', '/locations', '')).status).toBe(401);
    });
  });

  describe('issue 27: deleting a location (decision 274)', () => {
    async function newLocation(name: string, auth = scope.auth.adminA) {
      const created = await call('POST', '/locations', auth, locationBody({ name }));
      expect(created.status, created.text).toBe(201);
      return created.body.id as number;
    }

    it('refuses while devices are attached, naming how many; deletes once they are moved', async () => {
      const doomed = await newLocation('Temporary desk');
      const keep = await newLocation('Main hall');
      const deviceIds: number[] = [];
      for (const rt of ['DEL-1', 'DEL-2']) {
        const device = await call('POST', '/devices', scope.auth.adminA, {
          name: rt,
          device_type: 'brickstream_people_counter',
          rt_id: rt,
          location_id: doomed,
        });
        expect(device.status, device.text).toBe(201);
        deviceIds.push(device.body.device.id);
      }
      const refused = await call('DELETE', `/locations/${doomed}`, scope.auth.adminA);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'location_has_devices',
        details: { devices: 2 },
      });
      expect(refused.body.message).toContain('Devices still at this location: 2');
      expect((await call('GET', `/locations/${doomed}`, scope.auth.adminA)).status).toBe(200);

      for (const id of deviceIds) {
        const moved = await call('PATCH', `/devices/${id}`, scope.auth.adminA, {
          location_id: keep,
        });
        expect(moved.status, moved.text).toBe(200);
      }
      const deleted = await call('DELETE', `/locations/${doomed}`, scope.auth.adminA);
      expect(deleted.status, deleted.text).toBe(200);
      expect((await call('GET', `/locations/${doomed}`, scope.auth.adminA)).status).toBe(404);
      const list = await call('GET', '/locations', scope.auth.adminA);
      expect(list.body.items.map((item: Loose) => item.id)).not.toContain(doomed);
      expect((await call('DELETE', `/locations/${doomed}`, scope.auth.adminA)).status).toBe(404);
    });

    it('refuses a location whose counted history is stored: hiding keeps it for reports', async () => {
      const counted = await newLocation('Old branch');
      await api.database.db.insert(countBins).values({
        deviceId: 999_001,
        zone: 'Entrance',
        binStart: new Date('2026-06-01T10:00:00Z'),
        binEnd: new Date('2026-06-01T10:15:00Z'),
        locationId: counted,
        enters: 4,
        exits: 3,
      });
      const refused = await call('DELETE', `/locations/${counted}`, scope.auth.adminA);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('location_has_history');
      expect((await call('GET', `/locations/${counted}`, scope.auth.adminA)).status).toBe(200);
    });

    it('deletes an unused location with its own promos; another company’s is 404, lower levels 403', async () => {
      const unused = await newLocation('Pop-up desk');
      const promo = await call('POST', '/promos', scope.auth.adminA, {
        title: 'Opening',
        location_id: unused,
      });
      expect(promo.status, promo.text).toBe(201);
      expect((await call('DELETE', `/locations/${unused}`, scope.auth.adminB)).status).toBe(404);
      for (const auth of [scope.auth.activeA, scope.auth.countsA, scope.auth.liveA]) {
        expect((await call('DELETE', `/locations/${unused}`, auth)).status).toBe(403);
      }
      expect((await call('DELETE', `/locations/${unused}`, '')).status).toBe(401);
      expect((await call('GET', `/locations/${unused}`, scope.auth.adminA)).status).toBe(200);
      expect((await call('DELETE', `/locations/${unused}`, scope.auth.adminA)).status).toBe(200);
      const promoRows = await api.database.db
        .select()
        .from(promos)
        .where(eq(promos.id, promo.body.id));
      expect(promoRows).toEqual([]);
      // A super administrator deletes in any company.
      const inB = await newLocation('B annex', scope.auth.adminB);
      expect((await call('DELETE', `/locations/${inB}`, scope.auth.superAdmin)).status).toBe(200);
    });
  });

  describe('configs (decision 197: one active per company)', () => {
    it('activating a configuration deactivates the others of its company only', async () => {
      const first = await call('POST', '/configs', scope.auth.adminA, {
        name: 'Screen',
        is_active: true,
        settings: { theme: 'dark' },
      });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const inB = await call('POST', '/configs', scope.auth.adminB, { name: 'B', is_active: true });
      const second = await call('POST', '/configs', scope.auth.adminA, {
        name: 'Kiosk',
        is_active: true,
      });
      expect(second.status).toBe(201);
      const listA = await call('GET', '/configs', scope.auth.adminA);
      const active = listA.body.items.filter((item: Loose) => item.is_active);
      expect(active.map((item: Loose) => item.id)).toEqual([second.body.id]);
      expect(listA.body.items.find((item: Loose) => item.id === first.body.id).settings).toEqual({
        theme: 'dark',
      });
      const listB = await call('GET', '/configs', scope.auth.adminB);
      expect(listB.body.items.map((item: Loose) => item.id)).toEqual([inB.body.id]);
      expect(listB.body.items[0].is_active).toBe(true);
      // Reactivating the first one through PUT switches again.
      const put = await call('PUT', `/configs/${first.body.id}`, scope.auth.adminA, {
        name: 'Screen',
        is_active: true,
      });
      expect(put.status).toBe(200);
      const again = await call('GET', '/configs', scope.auth.adminA);
      expect(
        again.body.items.filter((item: Loose) => item.is_active).map((item: Loose) => item.id),
      ).toEqual([first.body.id]);
    });

    it('concurrent activations leave exactly one active configuration', async () => {
      const made = await Promise.all(
        [1, 2, 3, 4].map((n) =>
          call('POST', '/configs', scope.auth.adminA, { name: `Race ${n}`, is_active: true }),
        ),
      );
      expect(made.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
      const list = await call('GET', '/configs', scope.auth.adminA);
      expect(list.body.items.filter((item: Loose) => item.is_active)).toHaveLength(1);
    });

    it('keeps configurations to their company, refuses bad input and lower levels', async () => {
      const listA = await call('GET', '/configs', scope.auth.adminA);
      const idA = listA.body.items[0].id;
      expect((await call('PUT', `/configs/${idA}`, scope.auth.adminB, { name: 'x' })).status).toBe(
        404,
      );
      expect((await call('DELETE', `/configs/${idA}`, scope.auth.adminB)).status).toBe(404);
      const before = await rows(consoleConfigs);
      const bad = await call('POST', '/configs', scope.auth.adminA, { name: '', is_active: 'yes' });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['name', 'is_active']));
      for (const auth of [scope.auth.countsA, scope.auth.liveA, scope.auth.activeA]) {
        expect((await call('POST', '/configs', auth, { name: 'x' })).status).toBe(403);
        expect((await call('DELETE', `/configs/${idA}`, auth)).status).toBe(403);
      }
      expect(await rows(consoleConfigs)).toBe(before);
      expect((await call('DELETE', `/configs/${idA}`, scope.auth.adminA)).status).toBe(200);
      expect(await rows(consoleConfigs)).toBe(Number(before) - 1);
    });
  });

  describe('promos', () => {
    it('sanitises the body, keeps the date range and the optional location', async () => {
      const [location] = await api.database.db
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.companyId, scope.companyA));
      const created = await call('POST', '/promos', scope.auth.adminA, {
        title: 'Summer <b>reading</b>',
        body: '<p onclick="steal()">Join us</p><script>alert(1)</script><a href="javascript:x">x</a>',
        starts_on: '2026-07-01',
        ends_on: '2026-07-31',
        location_id: location?.id,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.title).toBe('Summer reading');
      expect(created.body.body).toContain('<p>Join us</p>');
      expect(created.body.body).not.toMatch(/script|onclick|javascript/);
      expect(created.body).toMatchObject({
        starts_on: '2026-07-01',
        ends_on: '2026-07-31',
        location_id: location?.id,
      });
      const [stored] = await api.database.db
        .select({ body: promos.body })
        .from(promos)
        .where(eq(promos.id, created.body.id));
      expect(stored?.body).not.toMatch(/script|onclick/);
      const everywhere = await call('POST', '/promos', scope.auth.adminA, { title: 'All' });
      expect(everywhere.status).toBe(201);
      expect(everywhere.body.location_id).toBeNull();
    });

    it('refuses an end before the start, another company’s location, and other companies', async () => {
      const before = await rows(promos);
      const [locationB] = await api.database.db
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.companyId, scope.companyB));
      const backwards = await call('POST', '/promos', scope.auth.adminA, {
        title: 'x',
        starts_on: '2026-07-02',
        ends_on: '2026-07-01',
      });
      expect(backwards.status).toBe(400);
      expect(backwards.body.errors.ends_on.key).toBe('validation.end_before_start');
      const foreign = await call('POST', '/promos', scope.auth.adminA, {
        title: 'x',
        location_id: locationB?.id,
      });
      expect(foreign.status).toBe(400);
      expect(Object.keys(foreign.body.errors)).toEqual(['location_id']);
      expect(await rows(promos)).toBe(before);
      const listA = await call('GET', '/promos', scope.auth.adminA);
      const idA = listA.body.items[0].id;
      expect((await call('GET', '/promos', scope.auth.adminB)).body.items).toEqual([]);
      expect((await call('PUT', `/promos/${idA}`, scope.auth.adminB, { title: 'x' })).status).toBe(
        404,
      );
      expect((await call('DELETE', `/promos/${idA}`, scope.auth.adminB)).status).toBe(404);
      for (const auth of [scope.auth.countsA, scope.auth.liveA]) {
        expect((await call('POST', '/promos', auth, { title: 'x' })).status).toBe(403);
        expect((await call('PUT', `/promos/${idA}`, auth, { title: 'x' })).status).toBe(403);
      }
      expect(await rows(promos)).toBe(before);
    });
  });
});
