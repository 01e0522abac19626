/**
 * The contract of `@careshop/counting`: what every device payload becomes, whatever the format.
 * Everything here is pure: no I/O, and no clock that is not passed in.
 */

/** SPEC 3 device types. */
export type DeviceType = 'eco_gate' | 'brickstream_people_counter' | 'intenta' | 'selfcheck';

/**
 * Ingestion protocols, the `{protocol}` of `POST /api/ingest/{protocol}`:
 * - `brickstream`: Brickstream XML metric files, versions 1 to 5.
 * - `xovis`: Xovis data push JSON (firmware 5 logics push, and the older line-count push).
 * - `gate`: eco_gate cumulative totals (JSON).
 * - `sip2`: self-check kiosk SIP2 message lines (text) or the same as JSON.
 * - `bins`: the generic JSON or CSV bins format (`device, zone, from, to, in, out`).
 */
export type IngestProtocol = 'brickstream' | 'xovis' | 'gate' | 'sip2' | 'bins';

/** One people-counting bin, by UTC instant. */
export interface CountBin {
  /** Zone, line or object name within the device ('' when the device has one). */
  zone: string;
  /** Bin start and end (end exclusive), UTC. */
  start: Date;
  end: Date;
  enters: number;
  exits: number;
  /** The device reported itself offline for this bin ("generating zeroes"): missing, not zero. */
  missing: boolean;
  /**
   * Why a missing bin is not counted, when the device says: the Brickstream `Status` (any value
   * other than 0, decision 181). Absent for counted bins and for bins sent as `missing`.
   */
  status?: number | undefined;
}

/** One cumulative reading of a gate counter (eco_gate). */
export interface GateReading {
  gate: string;
  at: Date;
  totalIn: number;
  totalOut: number;
}

/** SIP2 transaction kinds. */
export type SelfCheckKind =
  | 'checkout'
  | 'checkin'
  | 'renew'
  | 'fee_paid'
  | 'patron_status'
  | 'patron_info';

/** One self-check transaction (a SIP2 response message, or the same as JSON). */
export interface SelfCheckTransaction {
  kind: SelfCheckKind;
  /** The kiosk's answer was OK (true) or refused (false). */
  ok: boolean;
  /** When it happened (SIP2 transaction date); back-dated store-and-forward is allowed. */
  at: Date;
  /** Stable per transaction, so a replayed push stores nothing twice. */
  dedupeKey: string;
}

/** What one push of a device contains, after parsing. */
export type ParsedPush =
  | {
      kind: 'bins';
      /** The device id the payload names (Brickstream serial/MAC, Xovis serial), if any. */
      deviceRef?: string | undefined;
      firmware?: string | undefined;
      /** Xovis `package_info.id` of each frame, when the device numbers its pushes. */
      packageIds?: number[] | undefined;
      bins: CountBin[];
    }
  | { kind: 'gate'; deviceRef?: string | undefined; readings: GateReading[] }
  | { kind: 'selfcheck'; deviceRef?: string | undefined; transactions: SelfCheckTransaction[] }
  /** A Xovis connection test: answer OK, store nothing. */
  | { kind: 'connection_test' };

/** Context a parser may need: the device's location time zone for local times without offset. */
export interface ParseContext {
  /** IANA time zone used when a payload has only local times and no offset of its own. */
  timeZone: string;
  /** "Now", for parsers that must reject far-future data; passed in, never read from a clock. */
  now: Date;
}

/** A payload that cannot be read; `message` names what is wrong and where. */
/**
 * What kind of refusal a `CountingParseError` is: `invalid_characters` (a NUL or other control
 * character, or a lone UTF-16 surrogate, in any text of the push), `xml_doctype_refused` (an XML
 * document with a DOCTYPE), else `invalid_payload`.
 */
export type CountingParseErrorCode =
  | 'invalid_payload'
  | 'invalid_characters'
  | 'xml_doctype_refused';

export class CountingParseError extends Error {
  override readonly name = 'CountingParseError';
  constructor(
    message: string,
    /** Where in the payload, e.g. `Metrics.ReportData.Report[2].Object[0].Count[5].@Enters`. */
    readonly path = '',
    readonly code: CountingParseErrorCode = 'invalid_payload',
  ) {
    super(path ? `${path}: ${message}` : message);
  }
}

/** The location settings counting rules read (SPEC 3 Location). */
export interface LocationRules {
  timeZone: string;
  /** Local hour (0–23) before which data is not counted; null = from midnight. */
  ignoreBefore: number | null;
  /** Local hour (1–24) from which data is not counted; null = until midnight. */
  ignoreAfter: number | null;
  /** Local date `YYYY-MM-DD` before which data is not counted; null = always. */
  statsAvailableFrom: string | null;
}

/** A local calendar hour of a location: `YYYY-MM-DD` and hour 0–23. */
export interface LocalHour {
  localDate: string;
  hour: number;
}

/** Occupancy thresholds of a location (SPEC 3, SPEC 5: 0 disables). */
export interface OccupancyThresholds {
  optimalBalance: number;
  /** Percent of optimal balance from which the level is orange; 0 = no orange. */
  balanceOrange: number;
  /** Percent of optimal balance from which the level is red; 0 = no red. */
  balanceRed: number;
}

export type OccupancyLevel = 'green' | 'orange' | 'red' | 'none';

export interface Occupancy {
  /** People inside now: enters − leaves since the location's day started, clamped at 0. */
  count: number;
  /** count as a percentage of optimal balance, rounded; null when optimal balance is 0. */
  percent: number | null;
  /** 'none' when the indicator is disabled (optimal balance 0). */
  level: OccupancyLevel;
}
