import { ApiError, type ServerErrorCode } from '@careshop/api-client';

/** A translated message: an i18n key and its values. */
export interface ApiErrorMessage {
  key: string;
  params?: Record<string, string>;
}

const refusalCodes: ReadonlySet<ServerErrorCode> = new Set<ServerErrorCode>([
  'cannot_order',
  'out_of_stock',
  'insufficient_stock',
  'max_product_amount_reached',
]);

/**
 * What the user reads when a call fails: the server's refusal by its stable `code` (never its
 * English `message`), the licence notice of SPEC 4, or the general error of SPEC 8. Refused
 * products are named by `codeOf` (the shop's product code, `productCodeOf`).
 */
export function apiErrorMessage(
  error: unknown,
  codeOf: (id: string) => string = (id) => id,
): ApiErrorMessage {
  if (!(error instanceof ApiError)) return { key: 'errors.general_error' };
  // The server's registry code (validation's apiErrorCodes), never its English message.
  const code = error.serverCode;
  if (code && refusalCodes.has(code)) {
    const refused = error.serverBody?.details?.products;
    const products = Array.isArray(refused)
      ? refused.map((id) => codeOf(String(id))).join(', ')
      : '';
    return { key: `zoom.refusals.${code}`, params: { products } };
  }
  if (code === 'license_not_approved') return { key: 'profile.wait_for_approval' };
  // The member's office role does not let them order, or they were removed (decision 330).
  if (code === 'office_role_forbidden') return { key: 'zoom.office_role.viewer' };
  if (code === 'membership_removed') return { key: 'zoom.office_role.removed' };
  if (code === 'maintenance_mode') return { key: 'maintenance.text' };
  // A sales rep sends for the office chosen in the shop's order-on-behalf page (same session).
  if (code === 'order_on_behalf_required') {
    return { key: 'navigation-bot.sales-rep-choose-office' };
  }
  if (error.code === 'conflict') return { key: 'zoom.result.conflict' };
  if (error.code === 'invalid_request' || error.code === 'bad_request') {
    return { key: 'zoom.review.fix_errors' };
  }
  if (error.code === 'network' || error.code === 'timeout') return { key: 'errors.wrong_services' };
  return { key: 'errors.general_error' };
}
