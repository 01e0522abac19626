import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../identity/index.js';

/**
 * The reporting console's counting data (SPEC 3 "Admin entities", ARCHITECTURE "Reporting console"):
 * locations, the devices that push counts and self-check events, the raw bins and transactions,
 * and the rollups reports and the live occupancy read.
 */

/** One counted place of a company, with every SPEC 3 location field. */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** IANA time zone; days, hours and "today" of this location are counted in it. */
    timeZone: text('time_zone').notNull(),
    description: text('description').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    /** Local hour (0–23) before which data is not counted; null = from midnight. */
    ignoreBefore: smallint('ignore_before'),
    /** Local hour (1–24) from which data is not counted; null = until midnight. */
    ignoreAfter: smallint('ignore_after'),
    /** Local date before which data is not counted. */
    statsAvailableFrom: date('stats_available_from'),
    licensePurchaseId: text('license_purchase_id').notNull().default(''),
    licenseState: text('license_state').notNull().default(''),
    lastLicenseTransaction: timestamp('last_license_transaction', { withTimezone: true }),
    receiptFooter: text('receipt_footer').notNull().default(''),
    image: text('image').notNull().default(''),
    order: integer('order').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    /** How occupancy is counted: 'enterleave' (enters − leaves since the day started). */
    occMode: text('occ_mode').notNull().default('enterleave'),
    /** People at 100 % occupancy; 0 disables the indicator (SPEC 5). */
    optimalBalance: integer('optimal_balance').notNull().default(0),
    /** Percentage of optimal_balance from which the level is orange; 0 disables it. */
    balanceOrange: integer('balance_orange').notNull().default(0),
    /** Percentage of optimal_balance from which the level is red; 0 disables it. */
    balanceRed: integer('balance_red').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('locations_company_idx').on(t.companyId),
    check(
      'locations_hours_in_day',
      sql`(${t.ignoreBefore} IS NULL OR ${t.ignoreBefore} BETWEEN 0 AND 23) AND (${t.ignoreAfter} IS NULL OR ${t.ignoreAfter} BETWEEN 1 AND 24)`,
    ),
    check(
      'locations_thresholds_non_negative',
      sql`${t.optimalBalance} >= 0 AND ${t.balanceOrange} >= 0 AND ${t.balanceRed} >= 0`,
    ),
  ],
);
export type DeviceType = 'eco_gate' | 'brickstream_people_counter' | 'intenta' | 'selfcheck';
/** A counter, gate or self-check kiosk that pushes data with its own secret key. */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    name: text('name').notNull(),
    deviceType: text('device_type').$type<DeviceType>().notNull(),
    /** The device's own id (serial number, MAC, Xovis package id); unique per company. */
    rtId: text('rt_id').notNull(),
    /** SHA-256 of the device key; the key itself is shown once at creation or rotation. */
    keyHash: text('key_hash').notNull().unique(),
    /** First characters of the key, to tell keys apart in the console. */
    keyPrefix: text('key_prefix').notNull(),
    lastKnownIp: text('last_known_ip'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    firmware: text('firmware'),
    /** Data of a paused device is kept but not counted. */
    paused: boolean('paused').notNull().default(false),
    /** A revoked device is refused (401). */
    isRevoked: boolean('is_revoked').notNull().default(false),
    /** Gate counters: the gate counts a person both ways, so crossings are halved. */
    bidirectional: boolean('bidirectional').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('devices_company_rt_id_unique').on(t.companyId, t.rtId),
    index('devices_location_idx').on(t.locationId),
  ],
);
/**
 * People-counting bins as the devices sent them, by UTC instant. One row per device, zone and
 * bin start: a replayed or overlapping push updates nothing twice (insert … on conflict do
 * nothing). `missing` marks a bin the device reported as offline (not zero). No foreign keys
 * (decision 189): the ingest statement takes device and location from the device row it has
 * just locked, devices are never deleted nor are locations with counted data (decision 274), and
 * a key check per row was half of a backlog's database time.
 */
export const countBins = pgTable(
  'count_bins',
  {
    deviceId: integer('device_id').notNull(),
    zone: text('zone').notNull(),
    binStart: timestamp('bin_start', { withTimezone: true }).notNull(),
    binEnd: timestamp('bin_end', { withTimezone: true }).notNull(),
    locationId: integer('location_id').notNull(),
    enters: integer('enters').notNull(),
    exits: integer('exits').notNull(),
    missing: boolean('missing').notNull().default(false),
    /**
     * Why a missing bin is not counted, when the device said: its Brickstream `Status` (not 0,
     * decision 181); null for counted bins and bins sent as `missing`.
     */
    status: smallint('status'),
    /** The device was paused when the bin arrived: kept, not counted. */
    paused: boolean('paused').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.zone, t.binStart] }),
    index('count_bins_location_start_idx').on(t.locationId, t.binStart),
    // Bins not counted are few: the console counts them per device and period (decision 258).
    index('count_bins_missing_device_idx').on(t.deviceId, t.binStart).where(sql`${t.missing}`),
    index('count_bins_missing_location_idx').on(t.locationId, t.binStart).where(sql`${t.missing}`),
    check('count_bins_non_negative', sql`${t.enters} >= 0 AND ${t.exits} >= 0`),
    check('count_bins_end_after_start', sql`${t.binEnd} > ${t.binStart}`),
  ],
);
/** SIP2 kinds a self-check kiosk reports (SPEC 3 SELFCHECK report types). */
export type SelfCheckKind =
  | 'checkout'
  | 'checkin'
  | 'renew'
  | 'fee_paid'
  | 'patron_status'
  | 'patron_info';
/**
 * One self-check transaction; `dedupeKey` (per device) makes a replay store nothing. No foreign
 * keys, like `count_bins` (decision 189).
 */
export const selfcheckTransactions = pgTable(
  'selfcheck_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id').notNull(),
    locationId: integer('location_id').notNull(),
    kind: text('kind').$type<SelfCheckKind>().notNull(),
    ok: boolean('ok').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    paused: boolean('paused').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('selfcheck_device_dedupe_unique').on(t.deviceId, t.dedupeKey),
    index('selfcheck_location_time_idx').on(t.locationId, t.occurredAt),
  ],
);
/** The last cumulative totals a gate counter sent; deltas are computed against them. */
export const gateTotals = pgTable(
  'gate_totals',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id),
    gate: text('gate').notNull(),
    totalIn: bigint('total_in', { mode: 'number' }).notNull(),
    totalOut: bigint('total_out', { mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.gate] })],
);
/**
 * Metrics rolled up per location, local date and local hour (in the location's time zone):
 * `enter`, `leave`, `gate_enter`, `gate_leave`, and `selfcheck_<kind>_ok` / `_refused`.
 * Only counted data (not paused, not missing, inside the location's hours) is added.
 */
export const rollupHourly = pgTable(
  'rollup_hourly',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    localDate: date('local_date').notNull(),
    hour: smallint('hour').notNull(),
    metric: text('metric').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.localDate, t.hour, t.metric] }),
    check('rollup_hourly_hour', sql`${t.hour} BETWEEN 0 AND 23`),
  ],
);
/** The same metrics per location and local date. */
export const rollupDaily = pgTable(
  'rollup_daily',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    localDate: date('local_date').notNull(),
    metric: text('metric').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.localDate, t.metric] })],
);
