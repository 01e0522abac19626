import {
  normalReportTypeCode,
  type ReportType as ReportTypeCode,
  type SupportedReportType as SupportedReportTypeCode,
  supportedReportTypes,
  type unsupportedReportTypes,
} from '@careshop/validation';

export type { ReportTypeCode, SupportedReportTypeCode };
export type UnsupportedReportTypeCode = (typeof unsupportedReportTypes)[number];

/** The key of a count column; also its header's key in the console dictionary (`report_columns`). */
export type CountColumnKey =
  | 'enter'
  | 'leave'
  | 'orange_alerts'
  | 'red_alerts'
  | 'device_alerts'
  | 'gate_enter'
  | 'gate_leave'
  | 'checkout'
  | 'checkout_refused'
  | 'checkin'
  | 'checkin_refused'
  | 'renewal'
  | 'renewal_refused'
  | 'payment'
  | 'payment_refused'
  | 'patron_logon'
  | 'patron_logon_refused';

/** A count column: the sum of some rollup metrics, or the occupancy alerts counted from enters and leaves. */
export type CountColumnSpec =
  | { key: CountColumnKey; kind: 'sum'; metrics: readonly string[] }
  | { key: 'orange_alerts' | 'red_alerts'; kind: 'occupancy_alert'; level: 'orange' | 'red' };

/**
 * Rollup metrics device alerts are rolled up under, when a device sends them (wrong-way passages,
 * device faults). No parser writes them yet, so these columns read 0 until one does (decision 201).
 */
export const DEVICE_ALERT_METRICS = ['alert_wrong_way', 'alert_device'] as const;

/** A report type the console can produce: what it reads and which columns it shows. */
export interface ReportType {
  code: SupportedReportTypeCode;
  supported: true;
  /** Every rollup metric the report reads (`rollup_hourly` / `rollup_daily`). */
  metrics: readonly string[];
  /** The count columns, in order, after the period column. */
  columns: readonly CountColumnSpec[];
  /** Self-check data: the API refuses it to console users without `selfcheck:read`. */
  needsSelfCheck: boolean;
  /** Occupancy alerts need hourly rollups and the location's thresholds. */
  alerts?: { occupancy: readonly ('orange' | 'red')[]; deviceMetrics: readonly string[] };
}

/** A SPEC 3 code the console knows but does not produce. */
export interface UnsupportedReportType {
  code: UnsupportedReportTypeCode;
  supported: false;
}

const sum = (key: CountColumnKey, ...metrics: string[]): CountColumnSpec => ({
  key,
  kind: 'sum',
  metrics,
});

const selfCheck = (key: CountColumnKey, ...kinds: string[]): CountColumnSpec[] => [
  sum(key, ...kinds.map((kind) => `selfcheck_${kind}_ok`)),
  sum(`${key}_refused` as CountColumnKey, ...kinds.map((kind) => `selfcheck_${kind}_refused`)),
];

// A patron logon is a SIP2 patron status (23/24) or patron information (63/64) request (decision 201).
const PATRON_LOGON = selfCheck('patron_logon', 'patron_status', 'patron_info');
const CHECKOUT = selfCheck('checkout', 'checkout');
const CHECKIN = selfCheck('checkin', 'checkin');
const RENEWAL = selfCheck('renewal', 'renew');
const PAYMENT = selfCheck('payment', 'fee_paid');
const ALERTS: CountColumnSpec[] = [
  { key: 'orange_alerts', kind: 'occupancy_alert', level: 'orange' },
  { key: 'red_alerts', kind: 'occupancy_alert', level: 'red' },
  sum('device_alerts', ...DEVICE_ALERT_METRICS),
];
const ENTER = sum('enter', 'enter');
const LEAVE = sum('leave', 'leave');

const COLUMNS: Record<SupportedReportTypeCode, readonly CountColumnSpec[]> = {
  PEOPLECOUNTER_ENTERLEAVEALERT: [ENTER, LEAVE, ...ALERTS],
  PEOPLECOUNTER_ENTERLEAVE: [ENTER, LEAVE],
  PEOPLECOUNTER_ENTER: [ENTER],
  PEOPLECOUNTER_LEAVE: [LEAVE],
  PEOPLECOUNTER_ALERT: ALERTS,
  SELFCHECK_CHECKPOUT: CHECKOUT,
  SELFCHECK_CHECKIN: CHECKIN,
  SELFCHECK_RENEWAL: RENEWAL,
  SELFCHECK_PAYMENT: PAYMENT,
  SELFCHECK_PATRONLOGON: PATRON_LOGON,
  SELFCHECK_PATRONLOGONCHECKPOUT: [...PATRON_LOGON, ...CHECKOUT],
  SELFCHECK_PATRONLOGONCHECKPOUTCHECKINRENEWALPAYMENT: [
    ...PATRON_LOGON,
    ...CHECKOUT,
    ...CHECKIN,
    ...RENEWAL,
    ...PAYMENT,
  ],
  GATESYSTEM_ENTER: [sum('gate_enter', 'gate_enter')],
  GATESYSTEM_LEAVE: [sum('gate_leave', 'gate_leave')],
};

function describe(code: SupportedReportTypeCode): ReportType {
  const columns = COLUMNS[code];
  const metrics = new Set<string>();
  const occupancy: ('orange' | 'red')[] = [];
  for (const column of columns) {
    if (column.kind === 'sum') for (const metric of column.metrics) metrics.add(metric);
    else {
      occupancy.push(column.level);
      metrics.add('enter');
      metrics.add('leave');
    }
  }
  const type: ReportType = {
    code,
    supported: true,
    metrics: [...metrics],
    columns,
    needsSelfCheck: code.startsWith('SELFCHECK_'),
  };
  if (occupancy.length > 0) type.alerts = { occupancy, deviceMetrics: DEVICE_ALERT_METRICS };
  return type;
}

/** Every SPEC 3 report type by code. */
export const reportTypes: Readonly<Record<ReportTypeCode, ReportType | UnsupportedReportType>> = {
  ...(Object.fromEntries(supportedReportTypes.map((code) => [code, describe(code)])) as Record<
    SupportedReportTypeCode,
    ReportType
  >),
  SELFCHECK_EAS_ERRORS: { code: 'SELFCHECK_EAS_ERRORS', supported: false },
  SELFCHECK_ACTIONS: { code: 'SELFCHECK_ACTIONS', supported: false },
};

/** What {@link parseReportType} makes of a code. */
export type ParsedReportType =
  | { kind: 'supported'; type: ReportType }
  | { kind: 'not_supported'; code: UnsupportedReportTypeCode }
  | { kind: 'unknown'; code: string };

/**
 * Reads a report type code. The SPEC spelling (`SELFCHECK_CHECKPOUT`) is the stored code; the
 * corrected spelling (`SELFCHECK_CHECKOUT`) and any letter case are accepted for it (validation's
 * `normalReportTypeCode`, which the request schemas use too).
 */
export function parseReportType(code: string): ParsedReportType {
  const normal = normalReportTypeCode(code);
  if (Object.hasOwn(reportTypes, normal)) {
    const type = reportTypes[normal as ReportTypeCode];
    return type.supported
      ? { kind: 'supported', type }
      : { kind: 'not_supported', code: type.code };
  }
  return { kind: 'unknown', code };
}
