/** Report types the console can produce (SPEC 3 Admin entities). Spelling as in SPEC. */
export const supportedReportTypes = [
  'PEOPLECOUNTER_ENTERLEAVEALERT',
  'PEOPLECOUNTER_ENTERLEAVE',
  'PEOPLECOUNTER_ENTER',
  'PEOPLECOUNTER_LEAVE',
  'PEOPLECOUNTER_ALERT',
  'SELFCHECK_CHECKPOUT',
  'SELFCHECK_CHECKIN',
  'SELFCHECK_RENEWAL',
  'SELFCHECK_PAYMENT',
  'SELFCHECK_PATRONLOGON',
  'SELFCHECK_PATRONLOGONCHECKPOUT',
  'SELFCHECK_PATRONLOGONCHECKPOUTCHECKINRENEWALPAYMENT',
  'GATESYSTEM_ENTER',
  'GATESYSTEM_LEAVE',
] as const;

/** Report types that exist but are marked not supported (SPEC 3). */
export const unsupportedReportTypes = ['SELFCHECK_EAS_ERRORS', 'SELFCHECK_ACTIONS'] as const;

/** Every known report type, supported or not, e.g. for reading stored subscriptions. */
export const reportTypes = [...supportedReportTypes, ...unsupportedReportTypes] as const;
export type ReportType = (typeof reportTypes)[number];
export type SupportedReportType = (typeof supportedReportTypes)[number];

const supported: ReadonlySet<string> = new Set(supportedReportTypes);

/** True when the console can produce reports of this type. */
export function isReportTypeSupported(type: string): type is SupportedReportType {
  return supported.has(type);
}
