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

/**
 * A report type code as it is stored (decision 201): any letter case and surrounding spaces are
 * accepted, and the corrected spelling `CHECKOUT` (`SELFCHECK_CHECKOUT`,
 * `SELFCHECK_PATRONLOGONCHECKOUT`, …) is read as the SPEC spelling `CHECKPOUT`.
 */
export function normalReportTypeCode(code: string): string {
  return code.trim().toUpperCase().replaceAll('CHECKOUT', 'CHECKPOUT');
}

/** True when the console can produce reports of this type. */
export function isReportTypeSupported(type: string): type is SupportedReportType {
  return supported.has(type);
}
