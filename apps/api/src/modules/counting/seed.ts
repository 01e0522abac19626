import { localDateOf, localHourOf, type SelfCheckKind } from '@careshop/counting';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { hashDeviceKey } from './device-keys.js';
import { rebuildRollups } from './rollup-rebuild.js';
import {
  type countBins,
  type DeviceType,
  devices,
  gateTotals,
  locations,
  type selfcheckTransactions,
} from './schema.js';

/** The three demo companies of the reporting console, by role. */
export interface DemoCompanies {
  library: number;
  medical: number;
  store: number;
}

/** Local opening hours: [open, close) per weekday, Sunday = 0; null = closed. */
type OpeningHours = readonly ([number, number] | null)[];

interface DemoDevice {
  name: string;
  type: DeviceType;
  rtId: string;
  bidirectional?: boolean;
}

interface DemoLocation {
  company: keyof DemoCompanies;
  name: string;
  timeZone: string;
  /** Average visitors on a busy weekday. */
  visitors: number;
  optimalBalance: number;
  balanceOrange: number;
  balanceRed: number;
  ignoreBefore: number | null;
  ignoreAfter: number | null;
  hours: OpeningHours;
  /** Month factors January … December (libraries dip in summer, the store peaks in December). */
  season: readonly number[];
  devices: readonly DemoDevice[];
}

const libraryHours: OpeningHours = [null, [9, 20], [9, 20], [9, 20], [9, 20], [9, 18], [10, 17]];
const clinicHours: OpeningHours = [
  [8, 18],
  [7, 20],
  [7, 20],
  [7, 20],
  [7, 20],
  [7, 20],
  [8, 18],
];
const storeHours: OpeningHours = [
  [11, 18],
  [10, 21],
  [10, 21],
  [10, 21],
  [10, 21],
  [10, 21],
  [10, 21],
];
const librarySeason = [1.05, 1.1, 1.05, 1, 0.95, 0.85, 0.6, 0.65, 1, 1.05, 1.1, 0.95];
const clinicSeason = [1.15, 1.15, 1.05, 1, 0.95, 0.9, 0.85, 0.85, 1, 1.05, 1.1, 1.1];
const storeSeason = [0.8, 0.8, 0.9, 0.95, 1, 1, 0.95, 1, 0.95, 1, 1.15, 1.5];

/** A counter per location, plus gates and kiosks in the libraries: every SPEC 3 device type. */
export const demoLocations: readonly DemoLocation[] = [
  library('Centrale Bibliotheek Arnhem', 900, 350, 'ARN', true),
  library('Bibliotheek Nijmegen Mariënburg', 650, 250, 'NIJ', true),
  library('Bibliotheek Tiel', 300, 120, 'TIE', false),
  library('Bibliotheek Culemborg', 220, 90, 'CUL', false),
  library('Bibliotheek Zaltbommel', 180, 80, 'ZAL', false),
  clinic('Haupteingang', 1400, 260, 'HAUPT'),
  clinic('Kinderklinik Wartebereich', 500, 60, 'KIND'),
  clinic('Geburtshilfe', 260, 40, 'GEB'),
  clinic('Apotheke', 450, 30, 'APO'),
  store('Brooklyn Flagship', 1100, 140, 'BKN'),
  store('Hoboken', 600, 80, 'HOB'),
  store('Stamford', 420, 60, 'STM'),
];

function library(
  name: string,
  visitors: number,
  optimal: number,
  code: string,
  brickstream: boolean,
): DemoLocation {
  return {
    company: 'library',
    name,
    timeZone: 'Europe/Amsterdam',
    visitors,
    optimalBalance: optimal,
    balanceOrange: 80,
    balanceRed: 100,
    ignoreBefore: 8,
    ignoreAfter: 21,
    hours: libraryHours,
    season: librarySeason,
    devices: [
      { name: 'Poort ingang', type: 'eco_gate', rtId: `GATE-${code}-1`, bidirectional: true },
      { name: 'Zelfservice 1', type: 'selfcheck', rtId: `SC-${code}-1` },
      ...(brickstream
        ? [{ name: 'Teller hal', type: 'brickstream_people_counter' as const, rtId: `BS-${code}` }]
        : []),
    ],
  };
}

function clinic(name: string, visitors: number, optimal: number, code: string): DemoLocation {
  return {
    company: 'medical',
    name,
    timeZone: 'Europe/Berlin',
    visitors,
    optimalBalance: optimal,
    balanceOrange: 75,
    balanceRed: 95,
    ignoreBefore: null,
    ignoreAfter: null,
    hours: clinicHours,
    season: clinicSeason,
    devices: [{ name: `Zähler ${name}`, type: 'brickstream_people_counter', rtId: `BS-${code}` }],
  };
}

function store(name: string, visitors: number, optimal: number, code: string): DemoLocation {
  return {
    company: 'store',
    name,
    timeZone: 'America/New_York',
    visitors,
    optimalBalance: optimal,
    balanceOrange: 70,
    balanceRed: 90,
    ignoreBefore: 9,
    ignoreAfter: 22,
    hours: storeHours,
    season: storeSeason,
    devices: [{ name: `Entrance ${name}`, type: 'intenta', rtId: `INT-${code}` }],
  };
}

/**
 * The key of a demo device: derived from its id so the device simulator can push as it. Demo
 * data only (the demo listens on loopback); real devices get random keys (device-keys.ts).
 */
export function demoDeviceKey(rtId: string): string {
  return `dk_demo_${rtId}`;
}

/** Deterministic pseudo-random numbers (mulberry32), so every demo has the same history. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Day of the week (Sunday = 0) of a local date `YYYY-MM-DD`. */
export function weekdayOf(localDate: string): number {
  return new Date(`${localDate}T12:00:00Z`).getUTCDay();
}

/** Relative arrivals in the hour starting `hour` of an [open, close) day. */
export function hourShare(hour: number, open: number, close: number): number {
  const span = close - open;
  const x = (hour - open + 0.5) / span;
  // Two humps: late morning and late afternoon.
  const shape = 0.6 * Math.exp(-((x - 0.3) ** 2) / 0.02) + 0.8 * Math.exp(-((x - 0.7) ** 2) / 0.03);
  return shape + 0.15;
}

const hourMs = 3_600_000;
const weekdayFactor = [0.7, 1, 0.95, 1, 1.05, 1.1, 1.2];
const selfCheckMix: readonly [SelfCheckKind, number][] = [
  ['checkout', 0.35],
  ['checkin', 0.3],
  ['renew', 0.08],
  ['fee_paid', 0.03],
  ['patron_status', 0.14],
  ['patron_info', 0.1],
];

/** Rows written in one multi-row insert. */
const batchSize = 5000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += batchSize) {
    await insert(rows.slice(start, start + batchSize));
  }
}

/**
 * Seeds the reporting console's locations and devices and `days` days of counts before `now`:
 * hourly counter bins in opening hours (weekday and seasonal patterns, the DST changes of each
 * time zone), gate bins and totals, and self-check transactions, then rebuilds the rollups.
 */
export async function seedCountingDemo(
  db: Db,
  companies: DemoCompanies,
  now: Date,
  days = 395,
): Promise<void> {
  const rand = random(20_261_123);
  const firstHour = Math.floor(now.getTime() / hourMs) * hourMs - days * 24 * hourMs;
  const lastHour = Math.floor(now.getTime() / hourMs) * hourMs;
  const locationIds: number[] = [];
  for (const [order, spec] of demoLocations.entries()) {
    const [location] = await db
      .insert(locations)
      .values({
        companyId: companies[spec.company],
        name: spec.name,
        timeZone: spec.timeZone,
        description: '',
        contactEmail: `${spec.company}@demo.test`,
        optimalBalance: spec.optimalBalance,
        balanceOrange: spec.balanceOrange,
        balanceRed: spec.balanceRed,
        ignoreBefore: spec.ignoreBefore,
        ignoreAfter: spec.ignoreAfter,
        order,
      })
      .returning({ id: locations.id });
    if (!location) throw new Error('seed: location not inserted');
    locationIds.push(location.id);
    const deviceRows = await db
      .insert(devices)
      .values(
        spec.devices.map((device) => {
          const key = demoDeviceKey(device.rtId);
          return {
            companyId: companies[spec.company],
            locationId: location.id,
            name: device.name,
            deviceType: device.type,
            rtId: device.rtId,
            keyHash: hashDeviceKey(key),
            keyPrefix: key.slice(0, 10),
            bidirectional: device.bidirectional ?? false,
            lastSeenAt: now,
          };
        }),
      )
      .returning({ id: devices.id, type: devices.deviceType, rtId: devices.rtId });

    // The Brickstream counter's sensor went offline for the first three opening hours of a
    // recent open day: its bins come with Status 1 and zeroes, not counted (decisions 181, 258).
    let outageDate = '';
    for (let back = 2; back < Math.min(days, 9) && !outageDate; back += 1) {
      const date = localDateOf(new Date(now.getTime() - back * 24 * hourMs), spec.timeZone);
      if (spec.hours[weekdayOf(date)]) outageDate = date;
    }
    const bins: (typeof countBins.$inferInsert)[] = [];
    const transactions: (typeof selfcheckTransactions.$inferInsert)[] = [];
    const gateTotal = { in: 0, out: 0 };
    // People inside, per local day: whoever came in leaves again by closing time.
    let inside = 0;
    let insideDate = '';
    for (let t = firstHour; t < lastHour; t += hourMs) {
      const instant = new Date(t);
      const { localDate, hour } = localHourOf(instant, spec.timeZone);
      const weekday = weekdayOf(localDate);
      const opening = spec.hours[weekday];
      if (!opening || hour < opening[0] || hour >= opening[1]) continue;
      const month = Number(localDate.slice(5, 7)) - 1;
      const expected =
        (spec.visitors / (opening[1] - opening[0])) *
        hourShare(hour, opening[0], opening[1]) *
        (weekdayFactor[weekday] ?? 1) *
        (spec.season[month] ?? 1);
      const enters = Math.max(0, Math.round(expected * (0.8 + 0.4 * rand())));
      if (localDate !== insideDate) {
        inside = 0;
        insideDate = localDate;
      }
      // Most leave within the hour after they came; the last hour empties the building.
      const exits =
        hour === opening[1] - 1
          ? inside + enters
          : Math.min(inside + enters, Math.round(enters * (0.7 + 0.2 * rand()) + inside * 0.15));
      inside += enters - exits;
      for (const device of deviceRows) {
        const end = new Date(t + hourMs);
        if (device.type === 'selfcheck') {
          const count = Math.round(enters * 0.12);
          for (let n = 0; n < count; n += 1) {
            const pick = rand();
            let acc = 0;
            const kind =
              selfCheckMix.find(([, share]) => {
                acc += share;
                return pick < acc;
              })?.[0] ?? 'checkout';
            const at = new Date(t + Math.floor(rand() * hourMs));
            transactions.push({
              deviceId: device.id,
              locationId: location.id,
              kind,
              ok: rand() > 0.03,
              occurredAt: at,
              dedupeKey: `demo-${device.id}-${at.getTime()}-${n}`,
            });
          }
        } else if (device.type === 'eco_gate') {
          // A bidirectional gate counts each person twice; its bins hold people.
          gateTotal.in += enters * 2;
          gateTotal.out += exits * 2;
          bins.push({
            deviceId: device.id,
            zone: 'gate',
            binStart: instant,
            binEnd: end,
            locationId: location.id,
            enters,
            exits,
          });
        } else {
          const outage =
            device.type === 'brickstream_people_counter' &&
            localDate === outageDate &&
            hour < opening[0] + 3;
          bins.push({
            deviceId: device.id,
            zone: device.type === 'intenta' ? 'entrance' : 'Main door',
            binStart: instant,
            binEnd: end,
            locationId: location.id,
            enters: outage ? 0 : enters,
            exits: outage ? 0 : exits,
            missing: outage,
            status: outage ? 1 : null,
          });
        }
      }
    }
    // Column arrays through unnest: one statement of a few parameters per batch, which both
    // drivers bind far faster than thousands of single values.
    await insertInBatches(bins, (batch) =>
      db.execute(sql`
        INSERT INTO count_bins
          (device_id, zone, bin_start, bin_end, location_id, enters, exits, missing, status)
        SELECT * FROM unnest(
          ${sql.param(batch.map((b) => b.deviceId))}::int[], ${sql.param(batch.map((b) => b.zone))}::text[],
          ${sql.param(batch.map((b) => (b.binStart as Date).toISOString()))}::timestamptz[],
          ${sql.param(batch.map((b) => (b.binEnd as Date).toISOString()))}::timestamptz[],
          ${sql.param(batch.map((b) => b.locationId))}::int[], ${sql.param(batch.map((b) => b.enters))}::int[],
          ${sql.param(batch.map((b) => b.exits))}::int[],
          ${sql.param(batch.map((b) => b.missing ?? false))}::boolean[],
          ${sql.param(batch.map((b) => b.status ?? null))}::smallint[])`),
    );
    await insertInBatches(transactions, (batch) =>
      db.execute(sql`
        INSERT INTO selfcheck_transactions (device_id, location_id, kind, ok, occurred_at, dedupe_key)
        SELECT * FROM unnest(
          ${sql.param(batch.map((t) => t.deviceId))}::int[], ${sql.param(batch.map((t) => t.locationId))}::int[],
          ${sql.param(batch.map((t) => t.kind))}::text[], ${sql.param(batch.map((t) => t.ok))}::boolean[],
          ${sql.param(batch.map((t) => (t.occurredAt as Date).toISOString()))}::timestamptz[],
          ${sql.param(batch.map((t) => t.dedupeKey))}::text[])`),
    );
    const gate = deviceRows.find((device) => device.type === 'eco_gate');
    if (gate) {
      await db.insert(gateTotals).values({
        deviceId: gate.id,
        gate: 'gate',
        totalIn: gateTotal.in,
        totalOut: gateTotal.out,
        readAt: new Date(lastHour),
      });
    }
  }
  await rebuildRollups(db, locationIds);
}
