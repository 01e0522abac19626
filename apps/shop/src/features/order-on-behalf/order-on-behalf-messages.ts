/**
 * The snackbar text when choosing an office fails: an office whose licence awaits approval has
 * its own message (decision 141); otherwise the server's message, else SPEC 8's "could not set
 * this office".
 */
export function setOfficeFailureMessage(
  code: string | undefined,
  serverMessage: string | undefined,
): string {
  if (code === 'license_not_approved') return 'errors.order_on_behalf.office_not_approved';
  return serverMessage ?? 'errors.order_on_behalf.set_office_failed';
}
